import { describe, expect, it } from 'vitest';
import { checkDeployment, strayVariables } from '../build/deployment-env';

const backend = {
  TYPESHELF_SUPABASE_URL: 'https://abc.supabase.co',
  TYPESHELF_SUPABASE_ANON_KEY: 'sb_publishable_x',
};
const payments = {
  TYPESHELF_PADDLE_CLIENT_TOKEN: 'live_abc',
  TYPESHELF_PADDLE_ENVIRONMENT: 'production',
  TYPESHELF_PRICE_STARTER: 'pri_01starter',
  TYPESHELF_PRICE_MONTHLY: 'pri_01monthly',
  TYPESHELF_PRICE_ANNUALLY: 'pri_01annually',
};

describe('the deployment settings of a build', () => {
  it('without any, the build runs local-only with accounts and pricing off, and says so', () => {
    const { errors, lines } = checkDeployment({});
    expect(errors).toEqual([]);
    expect(lines.join('\n')).toMatch(/Accounts: off, no backend configured .*local-only/);
    expect(lines.join('\n')).toMatch(/Pricing and purchase: off/);
  });

  it('with a backend and no payment settings, accounts are on and pricing off, naming what is missing', () => {
    const { errors, lines } = checkDeployment(backend);
    expect(errors).toEqual([]);
    expect(lines[0]).toBe('Accounts: on, backend https://abc.supabase.co.');
    expect(lines[1]).toContain('TYPESHELF_PADDLE_CLIENT_TOKEN');
    expect(lines[1]).toMatch(/^Pricing and purchase: off/);
  });

  it('with everything, pricing is on in the named environment', () => {
    const { errors, lines } = checkDeployment({ ...backend, ...payments });
    expect(errors).toEqual([]);
    expect(lines).toContain('Pricing and purchase: on, Paddle production.');
  });

  it('stops on half a backend, naming the missing half', () => {
    expect(checkDeployment({ TYPESHELF_SUPABASE_URL: 'https://abc.supabase.co' }).errors).toEqual([
      'TYPESHELF_SUPABASE_ANON_KEY is missing: the backend needs both its URL and its anon key.',
    ]);
    expect(checkDeployment({ TYPESHELF_SUPABASE_ANON_KEY: 'k' }).errors[0]).toMatch(
      /^TYPESHELF_SUPABASE_URL is missing/,
    );
  });

  it('stops on incomplete payment settings, naming every missing one', () => {
    const { TYPESHELF_PRICE_MONTHLY: _m, TYPESHELF_PADDLE_CLIENT_TOKEN: _t, ...partial } = payments;
    const { errors } = checkDeployment({ ...backend, ...partial });
    expect(errors).toEqual([
      'Payment settings are incomplete, missing: TYPESHELF_PADDLE_CLIENT_TOKEN, TYPESHELF_PRICE_MONTHLY (set all of them, or none).',
    ]);
  });

  it('stops on payments without accounts, a bad environment, a token of the other environment or a non-price id', () => {
    expect(checkDeployment(payments).errors).toContain(
      'Payment settings are given but accounts are off: purchases need accounts.',
    );
    expect(checkDeployment({ ...backend, ...payments, TYPESHELF_ACCOUNTS: 'off' }).errors).toHaveLength(1);
    expect(
      checkDeployment({ ...backend, ...payments, TYPESHELF_PADDLE_ENVIRONMENT: 'live' }).errors[0],
    ).toMatch(/must be "sandbox" or "production"/);
    expect(
      checkDeployment({ ...backend, ...payments, TYPESHELF_PADDLE_CLIENT_TOKEN: 'test_abc' }).errors[0],
    ).toMatch(/not a live token/);
    expect(
      checkDeployment({ ...backend, ...payments, TYPESHELF_PRICE_STARTER: 'starter lifetime' }).errors[0],
    ).toMatch(/TYPESHELF_PRICE_STARTER must be a Paddle price id/);
  });

  it('accounts follow the setting: off keeps a configured backend unused, on without one reads it at run time', () => {
    expect(checkDeployment({ ...backend, TYPESHELF_ACCOUNTS: 'off' }).lines[0]).toMatch(/^Accounts: off/);
    expect(checkDeployment({ TYPESHELF_ACCOUNTS: 'on' }).lines[0]).toMatch(/\/backend\.json/);
    expect(checkDeployment({ TYPESHELF_ACCOUNTS: 'yes' }).errors[0]).toMatch(/must be "on" or "off"/);
  });

  it('the local payment stand-in never goes with the production environment', () => {
    expect(
      checkDeployment({ ...backend, ...payments, TYPESHELF_LOCAL_PAYMENTS: 'on' }).errors,
    ).toContainEqual(expect.stringMatching(/never runs with the production environment/));
    expect(checkDeployment({ TYPESHELF_LOCAL_PAYMENTS: 'on' }).errors).toHaveLength(1);
  });

  it('only the deployment settings reach the bundle', () => {
    expect(
      strayVariables({
        ...backend,
        TYPESHELF_BOOK_DIRS: '/home/me/books',
        TYPESHELF_WEB_OUT: 'x',
        PATH: '/bin',
      }),
    ).toEqual(['TYPESHELF_BOOK_DIRS', 'TYPESHELF_WEB_OUT']);
  });
});

describe('the book-info lookup and book file settings', () => {
  it('default to Open Library and the app’s own address', () => {
    const { errors, lines } = checkDeployment({});
    expect(errors).toEqual([]);
    expect(lines).toContain('Book info lookup: Open Library (https://openlibrary.org).');
    expect(lines.join('\n')).not.toMatch(/Book files/);
  });

  it('take the local stand-in, another service, a CDN origin and the production hosts', () => {
    expect(checkDeployment({ TYPESHELF_METADATA: 'local' }).lines.join('\n')).toMatch(/local stand-in/);
    const { errors, lines } = checkDeployment({
      TYPESHELF_METADATA: 'https://books.example.org',
      TYPESHELF_STATIC_ORIGIN: 'https://cdn.example.org',
      TYPESHELF_MAIN_HOSTS: 'typeshelf.app, www.typeshelf.app',
    });
    expect(errors).toEqual([]);
    expect(lines).toContain('Book info lookup: https://books.example.org.');
    expect(lines.join('\n')).toMatch(/Book files: https:\/\/cdn\.example\.org, falling back/);
    expect(lines).toContain('Production hosts: typeshelf.app, www.typeshelf.app.');
  });

  it('stop on values that cannot work', () => {
    const { errors } = checkDeployment({
      TYPESHELF_METADATA: 'openlibrary',
      TYPESHELF_STATIC_ORIGIN: 'cdn.example.org/books',
      TYPESHELF_MAIN_HOSTS: 'https://typeshelf.app',
    });
    expect(errors).toHaveLength(3);
  });
});
