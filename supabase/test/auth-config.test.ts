/**
 * The Auth settings in config.toml, as the local stack reads them, and the
 * redirect rules it shares with Supabase Auth: every address the app returns
 * to is allowed on each address the app is opened at, and anything else
 * falls back to the Site URL.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProjectConfig } from '../local/project-config.mjs';
import { globToRegExp, isRedirectAllowed, returnAddress } from '../local/redirect-urls.mjs';

describe('config.toml', () => {
  const config = loadProjectConfig({ env: {} });

  it('gives the stack its port, page cap, token lifetime, password length and providers', () => {
    expect(config.apiPort).toBe(54321);
    expect(config.maxRows).toBe(1000);
    expect(config.auth.jwtExpiry).toBe(3600);
    expect(config.auth.minimumPasswordLength).toBe(12);
    expect(config.auth.providers.sort()).toEqual(['discord', 'github', 'google']);
    expect(config.auth.enableConfirmations).toBe(true);
  });

  it('allows every return address of the app, on 127.0.0.1 and on localhost, and no other site', () => {
    // Social sign-in returns to the page it started from; confirmation to /welcome; recovery to the password page.
    const paths = [
      '/',
      '/welcome',
      '/profile/change-password',
      '/library/moby-dick/3',
      '/pricing?plan=monthly',
    ];
    for (const origin of ['http://127.0.0.1:4173', 'http://localhost:4173'])
      for (const path of paths)
        expect(isRedirectAllowed(config.auth, `${origin}${path}`), origin + path).toBe(true);
    for (const foreign of [
      'https://evil.example/welcome',
      'https://127.0.0.1.evil.example/',
      'http://localhost.evil.example:4173/',
      'javascript:alert(1)',
      '/welcome',
    ])
      expect(isRedirectAllowed(config.auth, foreign), foreign).toBe(false);
  });

  it('reads env() values from the environment, as the Supabase CLI does', () => {
    const dir = mkdtempSync(join(tmpdir(), 'typeshelf-config-'));
    const file = join(dir, 'config.toml');
    writeFileSync(
      file,
      '[api]\nport = 6000\n[auth]\nsite_url = "env(SITE)"\nadditional_redirect_urls = ["env(EXTRA)"]\nminimum_password_length = 2\n' +
        '[auth.external.github]\nenabled = false\n',
    );
    const read = loadProjectConfig({
      file,
      env: { SITE: 'https://typeshelf.example', EXTRA: 'https://*.typeshelf.example/**' },
    });
    expect(read.apiPort).toBe(6000);
    expect(read.auth.siteUrl).toBe('https://typeshelf.example');
    expect(read.auth.additionalRedirectUrls).toEqual(['https://*.typeshelf.example/**']);
    // Supabase Auth never takes fewer than 6 characters.
    expect(read.auth.minimumPasswordLength).toBe(6);
    expect(read.auth.providers).toEqual([]);
  });
});

describe('redirect rules', () => {
  const auth = {
    siteUrl: 'https://typeshelf.example',
    additionalRedirectUrls: ['https://*.preview.typeshelf.example/**', 'typeshelf://auth/{welcome,callback}'],
  };

  it('follow Supabase Auth: the site itself, loopback addresses, and the globs of the redirect URLs', () => {
    const cases: [string, boolean][] = [
      ['https://typeshelf.example/profile', true],
      ['http://typeshelf.example/profile', false], // another scheme
      ['https://typeshelf.example:8443/', false], // another port
      ['http://127.0.0.1:9999/anything', true], // loopback IP addresses, any port
      ['http://10.0.0.1/', false],
      ['http://2130706433/', false], // an IP address written as one number
      ['https://pr-12.preview.typeshelf.example/library', true],
      ['https://a.b.preview.typeshelf.example/', false], // `*` stays within one label
      ['typeshelf://auth/welcome', true],
      ['typeshelf://auth/other', false],
      ['https://typeshelf.example.evil.example/', false],
    ];
    for (const [url, allowed] of cases) expect(isRedirectAllowed(auth, url), url).toBe(allowed);
    // The fragment is not part of the match.
    expect(isRedirectAllowed(auth, 'https://pr-1.preview.typeshelf.example/x#frag')).toBe(true);
  });

  it('fall back to an allowed Referer, else to the Site URL', () => {
    expect(returnAddress(auth, 'https://evil.example/', 'https://typeshelf.example/login')).toBe(
      'https://typeshelf.example/login',
    );
    expect(returnAddress(auth, 'https://evil.example/', 'https://evil.example/')).toBe(auth.siteUrl);
    expect(returnAddress(auth, null, undefined)).toBe(auth.siteUrl);
  });

  it('globs: `**` crosses separators, `*` and `?` do not', () => {
    expect(globToRegExp('http://localhost:4173/**').test('http://localhost:4173/a/b.c')).toBe(true);
    expect(globToRegExp('http://localhost:4173/*').test('http://localhost:4173/a/b')).toBe(false);
    expect(globToRegExp('https://?.example/').test('https://a.example/')).toBe(true);
    expect(globToRegExp('https://[ab].example/').test('https://c.example/')).toBe(false);
  });
});
