import { describe, expect, it } from 'vitest';
import { deviceClockFetch } from './device-clock-fetch';

const answer = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

const TOKEN = {
  access_token: 'a.b.c',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: 1_800_000_000,
  refresh_token: 'r',
  user: { id: 'u' },
};

describe('token answers on the device clock', () => {
  it('drops the server-clock expiry from a token answer and keeps everything else', async () => {
    const fetch = deviceClockFetch(() => answer(TOKEN));
    const response = await fetch('http://127.0.0.1:54321/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
    });
    expect(response.status).toBe(200);
    const { expires_at: _, ...rest } = TOKEN;
    expect(await response.json()).toEqual(rest);
  });

  it('leaves other answers, refusals and bodies without a lifetime as they came', async () => {
    const rows = [{ expires_at: 1, expires_in: 2 }];
    const data = await deviceClockFetch(() => answer(rows))('http://x/rest/v1/paragraphs_typed?select=*');
    expect(await data.json()).toEqual(rows);
    const refused = await deviceClockFetch(() => answer({ error_code: 'invalid_credentials' }, 400))(
      'http://x/auth/v1/token?grant_type=password',
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error_code: 'invalid_credentials' });
    const user = await deviceClockFetch(() => answer({ expires_at: 5 }))(new URL('http://x/auth/v1/token'));
    expect(await user.json()).toEqual({ expires_at: 5 });
  });
});
