/**
 * Contract tests: supabase-js ~2.109, as the app will use it, against the
 * local stack (real PostgREST over real PostgreSQL; the development Auth and
 * Storage server). Accounts, upserts with onConflict, paged pulls, RPCs and
 * private book storage (03 §7).
 */
import { describe, expect, it } from 'vitest';
import { client, freshEmail, PASSWORD, PRICES, printedLink, signedIn, signedInPro, stack } from './client';
import { pullParagraphs } from './pull';

describe('auth', () => {
  it('sign-up prints a confirmation link; sign-in works only after it, with the right password', async () => {
    const supabase = client();
    const email = freshEmail('signup');
    const signUp = await supabase.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { display_name: 'Reader' }, emailRedirectTo: 'http://127.0.0.1:4173/welcome' },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email).toBe(email);

    const early = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(early.error?.code).toBe('email_not_confirmed');

    const link = printedLink(email);
    expect(link).toContain('/auth/v1/verify?');
    const confirmed = await fetch(link, { redirect: 'manual' });
    expect(confirmed.status).toBe(303);
    const target = new URL(confirmed.headers.get('location')!);
    expect(target.pathname).toBe('/welcome');
    // The client started a PKCE flow: the welcome page gets a code to exchange.
    const exchanged = await supabase.auth.exchangeCodeForSession(target.searchParams.get('code')!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.user_metadata).toMatchObject({ display_name: 'Reader' });

    const wrong = await client().auth.signInWithPassword({ email, password: 'not the password at all' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.status).toBe(400);

    const again = await client().auth.signUp({ email, password: PASSWORD });
    expect(again.error?.code).toBe('user_already_exists');
  });

  it('refresh rotates the refresh token; sign-out ends every session', async () => {
    const { supabase, session } = await signedIn('refresh');
    const refreshed = await supabase.auth.refreshSession({ refresh_token: session!.refresh_token });
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(session!.refresh_token);
    const reused = await client().auth.refreshSession({ refresh_token: session!.refresh_token });
    expect(reused.error?.code).toBe('refresh_token_not_found');

    const user = await supabase.auth.getUser();
    expect(user.data.user?.id).toBe(session!.user.id);
    expect((await supabase.auth.signOut({ scope: 'global' })).error).toBeNull();
    const after = await client().auth.refreshSession({
      refresh_token: refreshed.data.session!.refresh_token,
    });
    expect(after.error?.code).toBe('refresh_token_not_found');
  });

  it('user update: a new password works, the same password is refused with the spec’s words', async () => {
    const { supabase, email } = await signedIn('update');
    const same = await supabase.auth.updateUser({ password: PASSWORD });
    expect(same.error?.message).toBe('New password should be different from the old password.');
    const changed = await supabase.auth.updateUser({
      password: 'a brand new password',
      data: { display_name: 'New' },
    });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.user_metadata.display_name).toBe('New');
    const signIn = await client().auth.signInWithPassword({ email, password: 'a brand new password' });
    expect(signIn.error).toBeNull();
  });

  it('recovery prints a link that signs the user in on the change-password page', async () => {
    const { email } = await signedIn('recover');
    const supabase = client();
    const recover = await supabase.auth.resetPasswordForEmail(email, {
      redirectTo: 'http://127.0.0.1:4173/profile/change-password',
    });
    expect(recover.error).toBeNull();
    const opened = await fetch(printedLink(email), { redirect: 'manual' });
    const target = new URL(opened.headers.get('location')!);
    expect(target.pathname).toBe('/profile/change-password');
    const { data, error } = await supabase.auth.exchangeCodeForSession(target.searchParams.get('code')!);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it('OAuth: the authorize address shows a local consent page that returns a code to exchange', async () => {
    const supabase = client();
    const consent = await consentFor(supabase, 'github', `${stack.siteUrl}/library/moby-dick`);
    expect(consent.page).toContain('Sign in with GitHub');
    const answer = await consent.submit('octo@github.example');
    expect(answer.status).toBe(303);
    const target = new URL(answer.headers.get('location')!);
    // An address of the app is allowed (config.toml): the sign-in comes back to the page it started from.
    expect(`${target.origin}${target.pathname}`).toBe(`${stack.siteUrl}/library/moby-dick`);
    const session = await supabase.auth.exchangeCodeForSession(target.searchParams.get('code')!);
    expect(session.error).toBeNull();
    expect(session.data.user?.app_metadata.provider).toBe('github');
    // The consent answers once: the same form again is refused.
    const replay = await consent.submit('octo@github.example');
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error_code: 'bad_oauth_state' });
  });

  it('OAuth and e-mail links to an address config.toml does not allow land on the Site URL, as on Supabase', async () => {
    const supabase = client();
    const consent = await consentFor(supabase, 'discord', 'https://evil.example/steal');
    const answer = await consent.submit('someone@discord.example');
    const target = new URL(answer.headers.get('location')!);
    expect(`${target.origin}${target.pathname}`).toBe(new URL(stack.siteUrl).href);
    expect(target.searchParams.get('code')).not.toBeNull();
    // A form that names its own return address has no state, so it is refused.
    const forged = await fetch(`${stack.url}/auth/v1/authorize`, {
      method: 'POST',
      body: new URLSearchParams({
        provider: 'github',
        email: 'a@b.example',
        redirect_to: 'https://evil.example/',
      }),
      redirect: 'manual',
    });
    expect(forged.status).toBe(400);

    const email = freshEmail('redirect');
    await client().auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: 'https://evil.example/welcome' },
    });
    const link = new URL(printedLink(email));
    expect(link.searchParams.get('redirect_to')).toBe(stack.siteUrl);
    const opened = await fetch(`${link.href.split('&redirect_to=')[0]}&redirect_to=https://evil.example/`, {
      redirect: 'manual',
    });
    expect(new URL(opened.headers.get('location')!).origin).toBe(new URL(stack.siteUrl).origin);
  });
});

/** Starts a provider sign-in the way the app does and reads the consent page it lands on. */
async function consentFor(
  supabase: ReturnType<typeof client>,
  provider: 'github' | 'discord',
  redirectTo: string,
) {
  const { data } = await supabase.auth.signInWithOAuth({
    provider,
    options: { redirectTo, skipBrowserRedirect: true },
  });
  // A browser navigation: no API key, as on Supabase.
  const response = await fetch(data.url!);
  expect(response.status).toBe(200);
  const page = await response.text();
  const form = new URLSearchParams();
  for (const [, name, value] of page.matchAll(/type="hidden" name="([^"]+)" value="([^"]*)"/g))
    form.set(name!, value!.replace(/&amp;/g, '&'));
  return {
    page,
    submit: (email: string) =>
      fetch(`${stack.url}/auth/v1/authorize`, {
        method: 'POST',
        body: new URLSearchParams({ ...Object.fromEntries(form), email }),
        redirect: 'manual',
      }),
  };
}

describe('the gateway', () => {
  it('requires one of the project’s API keys for Auth and the Data API, as Supabase’s gateway does', async () => {
    const bare = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${stack.url}${path}`, { headers });
    expect((await bare('/auth/v1/settings')).status).toBe(401);
    expect(await (await bare('/rest/v1/settings?select=id')).json()).toMatchObject({
      message: 'No API key found in request',
    });
    const wrong = await bare('/rest/v1/settings?select=id', { apikey: 'sb_publishable_not_this_project' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: 'Invalid API key' });
    // A user's access token is not an API key.
    const { session } = await signedIn('apikey');
    expect((await bare('/auth/v1/user', { apikey: session!.access_token })).status).toBe(401);
    expect(
      (
        await bare('/auth/v1/user', {
          apikey: stack.anonKey,
          authorization: `Bearer ${session!.access_token}`,
        })
      ).status,
    ).toBe(200);
    // The browser navigations stay open: the OAuth start and the links in e-mails.
    expect((await bare('/auth/v1/authorize?provider=google')).status).toBe(200);
  });

  it('takes the publishable and secret keys for the anon and service roles, and the legacy keys too', async () => {
    const publishable = client(stack.publishableKey);
    expect(await publishable.rpc('health_check')).toMatchObject({ data: 'ok', error: null });
    expect((await publishable.rpc('get_premium')).error?.code).toBe('42501');
    const { supabase, user } = await signedIn('new-keys');
    const signedInWithNew = client(stack.publishableKey);
    await signedInWithNew.auth.setSession({
      access_token: (await supabase.auth.getSession()).data.session!.access_token,
      refresh_token: (await supabase.auth.getSession()).data.session!.refresh_token,
    });
    expect((await signedInWithNew.rpc('get_premium')).error).toBeNull();

    const secret = client(stack.secretKey);
    const legacy = client(stack.serviceKey);
    for (const service of [secret, legacy]) {
      const items = await service.from('billing_items').select('id').eq('user_id', user!.id);
      expect(items.error).toBeNull();
      expect(items.data).toEqual([]);
    }
  });

  it('answers browsers on the app’s origin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${stack.url}/rest/v1/settings`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'apikey, authorization',
        },
      });
    const app = await preflight(new URL(stack.siteUrl).origin);
    expect(app.status).toBe(204);
    expect(app.headers.get('access-control-allow-origin')).toBe(new URL(stack.siteUrl).origin);
    expect(app.headers.get('access-control-allow-headers')).toContain('apikey');

    const foreign = await preflight('https://evil.example');
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const read = await fetch(`${stack.url}/rest/v1/rpc/health_check`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', apikey: stack.anonKey, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(read.status).toBe(403);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('tables through PostgREST', () => {
  it('upserts with onConflict; another user’s user_id is refused with 42501', async () => {
    const a = await signedInPro('upsert-a');
    const b = await signedIn('upsert-b');
    const row = (user: string, timestamp: number) => ({
      user_id: user,
      book_id: 'test--book',
      chapter: 1,
      paragraph: 0,
      wpm: 60,
      raw: 63,
      acc: 98,
      con: 91,
      time: 9000,
      timestamp,
    });
    const first = await a.supabase
      .from('paragraphs_typed')
      .upsert([row(a.user!.id, 1000)], { onConflict: 'user_id,book_id,chapter,paragraph' })
      .select('timestamp');
    expect(first.error).toBeNull();
    expect(first.data).toEqual([{ timestamp: 1000 }]);
    // An older result loses: nothing comes back and the stored row stays.
    const older = await a.supabase
      .from('paragraphs_typed')
      .upsert([row(a.user!.id, 500)], { onConflict: 'user_id,book_id,chapter,paragraph' })
      .select('timestamp');
    expect(older.data).toEqual([]);
    const forged = await a.supabase
      .from('paragraphs_typed')
      .upsert([row(b.user!.id, 2000)], { onConflict: 'user_id,book_id,chapter,paragraph' });
    expect(forged.error?.code).toBe('42501');
    expect(forged.status).toBe(403);
    expect((await b.supabase.from('paragraphs_typed').select('*')).data).toEqual([]);

    const settings = await a.supabase
      .from('settings')
      .upsert({ id: a.user!.id, shared: { theme: 'dark' }, desktop: { font: 'mono' }, timestamp: 1000 });
    expect(settings.error).toBeNull();
    const read = await a.supabase.from('settings').select('id, desktop, mobile, shared').eq('id', a.user!.id);
    expect(read.data).toEqual([
      { id: a.user!.id, desktop: { font: 'mono' }, mobile: null, shared: { theme: 'dark' } },
    ]);

    const book = await a.supabase.from('custom_books').upsert(
      {
        book_id: 'test--mine',
        user_id: a.user!.id,
        timestamp: 1000,
        active: true,
        data: { title: 'Mine' },
      },
      { onConflict: 'user_id,book_id' },
    );
    expect(book.error).toBeNull();
    const books = await a.supabase
      .from('custom_books')
      .select('book_id, timestamp, active')
      .eq('user_id', a.user!.id)
      .gt('timestamp', 0);
    expect(books.data).toEqual([{ book_id: 'test--mine', timestamp: 1000, active: true }]);
  });

  it('a free account is refused every write with 42501 (403), and its bucket too; reads still answer', async () => {
    const { supabase, user } = await signedIn('free-writer');
    const paragraph = await supabase.from('paragraphs_typed').upsert(
      [
        {
          user_id: user!.id,
          book_id: 'test--book',
          chapter: 1,
          paragraph: 0,
          wpm: 60,
          acc: 98,
          timestamp: 1000,
        },
      ],
      { onConflict: 'user_id,book_id,chapter,paragraph' },
    );
    expect({ code: paragraph.error?.code, status: paragraph.status }).toEqual({ code: '42501', status: 403 });
    const settings = await supabase.from('settings').upsert({ id: user!.id, shared: {}, timestamp: 1 });
    expect(settings.error?.code).toBe('42501');
    const read = await supabase.from('paragraphs_typed').select('*');
    expect({ error: read.error, data: read.data }).toEqual({ error: null, data: [] });
    expect((await supabase.storage.createBucket(user!.id, { public: false })).error).not.toBeNull();
  });

  it('pulls every changed row in pages of 1000 until a short page', async () => {
    const { supabase, user } = await signedInPro('pull');
    const rows = Array.from({ length: 2345 }, (_, i) => ({
      user_id: user!.id,
      book_id: `test--book-${Math.floor(i / 1000)}`,
      chapter: Math.floor((i % 1000) / 100),
      paragraph: i % 100,
      wpm: 50 + (i % 30),
      raw: 60,
      acc: 97,
      con: 90,
      time: 5000,
      timestamp: 1000 + i,
    }));
    for (let i = 0; i < rows.length; i += 1000) {
      const { error } = await supabase
        .from('paragraphs_typed')
        .upsert(rows.slice(i, i + 1000), { onConflict: 'user_id,book_id,chapter,paragraph' });
      expect(error).toBeNull();
    }
    // PostgREST caps any read at 1000 rows.
    expect((await supabase.from('paragraphs_typed').select('paragraph')).data).toHaveLength(1000);

    const pulled = new Set<string>();
    const pages = await pullParagraphs(supabase, (page) => {
      expect(page.length).toBeLessThanOrEqual(1000);
      for (const r of page) pulled.add(`${r.book_id}/${r.chapter}/${r.paragraph}`);
    });
    expect(pages).toBe(3);
    expect(pulled.size).toBe(2345);
  });
});

describe('procedures', () => {
  it('health_check is ok for anyone; get_premium refuses anon and returns the caller’s items', async () => {
    const anon = client();
    expect(await anon.rpc('health_check')).toMatchObject({ data: 'ok', error: null });
    const refused = await anon.rpc('get_premium');
    expect(refused.error?.code).toBe('42501');
    expect(refused.status).toBe(401);

    const { supabase, user } = await signedIn('premium');
    expect((await supabase.rpc('get_premium')).data).toEqual([]);
    const service = client(stack.serviceKey);
    const applied = await service.rpc('apply_paddle_event', {
      event: {
        event_id: `evt_${user!.id}`,
        event_type: 'transaction.completed',
        occurred_at: new Date().toISOString(),
        data: {
          id: `txn_${user!.id}`,
          subscription_id: null,
          items: [{ price: { id: PRICES.starter } }],
          custom_data: { user_id: user!.id },
        },
      },
      prices: PRICES,
    });
    expect(applied.data).toBe('applied');
    const items = await supabase.rpc('get_premium');
    expect(items.data).toMatchObject([{ type: 'lifetime', status: 'active' }]);
    expect((await supabase.rpc('apply_paddle_event', { event: {} })).error?.code).toBe('42501');
  });
});

describe('private book storage', () => {
  it('a user creates their bucket, uploads books/*.tbf once, lists and downloads them; others reach nothing', async () => {
    const a = await signedInPro('storage-a');
    const b = await signedInPro('storage-b');
    const bucket = a.user!.id;
    expect((await a.supabase.storage.createBucket(bucket, { public: false })).error).toBeNull();
    expect((await b.supabase.storage.createBucket(bucket, { public: false })).error).not.toBeNull();
    const buckets = await a.supabase.storage.listBuckets();
    expect(buckets.data?.map((x) => x.id)).toEqual([bucket]);

    const bytes = new Uint8Array([84, 66, 70, 1, 2, 3, 4, 5]);
    const files = a.supabase.storage.from(bucket);
    const upload = await files.upload('books/first.tbf', bytes, {
      cacheControl: '3600',
      upsert: false,
      contentType: 'application/octet-stream',
    });
    expect(upload.error).toBeNull();
    expect(upload.data?.fullPath).toBe(`${bucket}/books/first.tbf`);
    // From a browser the file arrives as a form.
    const blob = await files.upload(
      'books/second.tbf',
      new Blob([bytes], { type: 'application/octet-stream' }),
    );
    expect(blob.error).toBeNull();

    const overwrite = await files.upload('books/first.tbf', new Uint8Array([0]), { upsert: false });
    expect(overwrite.error).not.toBeNull();
    expect(
      (await files.upload('books/first.tbf', new Uint8Array([0]), { upsert: true })).error,
    ).not.toBeNull();
    expect(
      (await files.upload('books/notes.txt', bytes, { contentType: 'text/plain' })).error,
    ).not.toBeNull();

    const list = await files.list('books', {
      limit: 100,
      offset: 0,
      sortBy: { column: 'name', order: 'asc' },
    });
    expect(list.data?.map((f) => f.name)).toEqual(['first.tbf', 'second.tbf']);
    const download = await files.download('books/first.tbf');
    expect(new Uint8Array(await download.data!.arrayBuffer())).toEqual(bytes);

    const theirs = b.supabase.storage.from(bucket);
    expect((await theirs.download('books/first.tbf')).error).not.toBeNull();
    expect((await theirs.list('books')).data).toEqual([]);
    expect((await theirs.upload('books/planted.tbf', bytes)).error).not.toBeNull();
    expect((await client().storage.from(bucket).download('books/first.tbf')).error).not.toBeNull();
  });
});
