-- The tables premium accounts synchronise (03 §3, §4, §7). Every conflict
-- rule lives in a BEFORE trigger, because PostgREST's upsert is an
-- `ON CONFLICT DO UPDATE` with no WHERE clause: the trigger sees the stored
-- row and the incoming one, keeps what the rule says, and returns NULL when
-- nothing changes, so a losing or repeated write neither lands nor bumps
-- `modified_at` (the sync cursor). Times sent by clients are milliseconds
-- since the epoch; `modified_at` is the server's clock.

-- Helpers that are not part of the API live outside the exposed schema.
create schema if not exists private;
-- Not exposed through the API (only `public` is). The triggers run as the
-- role that writes, so the roles that write reach the helpers they call; the
-- helpers are granted one by one (PostgreSQL lets PUBLIC execute a new
-- function, and a project's anon role must not).
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

-- A client clock far ahead would make its writes win every later conflict:
-- client times are clamped to the server's clock plus ten minutes of drift.
-- Whole milliseconds for reading positions, settings and custom books; a
-- paragraph's times keep the engine's fraction (see paragraphs_typed).
create function private.client_time(ms bigint) returns bigint
language sql stable
set search_path = ''
as $$
  select least(coalesce(ms, 0), (extract(epoch from now()) * 1000)::bigint + 600000)
$$;

create function private.client_time_precise(ms double precision) returns double precision
language sql stable
set search_path = ''
as $$
  select least(coalesce(ms, 0), (round(extract(epoch from now()) * 1000) + 600000)::double precision)
$$;

-- ---------------------------------------------------------------------------
-- What a row may hold. Only the account writes its rows, but a bug, an old
-- client or a stolen token can write anything the API lets through, and one
-- bad row would reach every device of the account. So each table refuses
-- (23514, check_violation) what no client writes; the limits are listed in
-- docs/decisions.md ("Sync rows the server refuses").
--
-- A book id as core makes one (`bookSlug`, `randomBookSlug`, `isBookId`):
-- two runs of lower-case letters, marks and digits joined by single dashes,
-- separated by one double dash, or a UUID; at most 512 characters. Beyond
-- ASCII, PostgreSQL's letter classes depend on the database's locale, so the
-- server admits any character there except controls, spaces, invisible
-- formatting and private-use characters; the client checks letters exactly.
create function private.is_book_id(id text) returns boolean
language sql immutable strict parallel safe
set search_path = ''
as $$
  select char_length(id) <= 512
    and (id collate "C" ~ '^[a-z0-9\u00a1-\U0010ffff]+(-[a-z0-9\u00a1-\U0010ffff]+)*--[a-z0-9\u00a1-\U0010ffff]+(-[a-z0-9\u00a1-\U0010ffff]+)*$'
      or id collate "C" ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$')
    and id collate "C" !~ '[\u0080-\u00a0\u00ad\u061c\u115f\u1160\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\u3164\ue000-\uf8ff\ufdd0-\ufdef\ufeff\ufff0-\uffff\U000e0000-\U000e007f\U000f0000-\U0010ffff]'
$$;

-- The words a typed result missed: at most 2,000, each 1 to 500 characters
-- with no control characters (core's `missedWords` keeps the letters of a
-- word, lower-cased, once each).
create function private.are_missed_words(words text[]) returns boolean
language sql immutable strict parallel safe
set search_path = ''
as $$
  select cardinality(words) <= 2000
    and coalesce(array_ndims(words), 1) = 1
    and not exists (
      select from unnest(words) as word
      where word is null or char_length(word) not between 1 and 500 or word ~ '[\u0001-\u001f\u007f-\u009f]'
    )
$$;

-- ---------------------------------------------------------------------------
-- paragraphs_typed: one row per paragraph, holding what the paragraph's
-- history joins to (core's `mergeCells`): the newest typed result, the newest
-- read mark and the newest clear. A typed result is a row with stats; a row
-- whose stats are all zero is a clear at `timestamp` (a reset, 03 §4:
-- "zeroed typed stats with a new timestamp"). A typed result at or before
-- the newest clear no longer counts and is stored as that clear. `read_at`
-- is the newest read mark; it counts when newer than the clear and no typed
-- result counts.
--
-- What a pulled paragraph needs to count on another device exactly as on the
-- one that typed it travels with the typed result it belongs to, so the
-- trigger keeps it together with the stats: the accuracy's weight (`keys`,
-- character keystrokes) and the words typed wrongly (`missed`). `length` is
-- the paragraph's own (chapter and book progress); the larger wins. Times are
-- the engine's: milliseconds with a fraction (the key events' own stamps),
-- kept exactly so that a result pulled on another device is the very result
-- the first one holds.
create table public.paragraphs_typed (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  book_id text not null check (private.is_book_id(book_id)),
  chapter integer not null check (chapter between 0 and 5000),
  paragraph integer not null check (paragraph between 0 and 16000000),
  acc double precision not null default 0 check (acc between 0 and 100),
  con double precision not null default 0 check (con between 0 and 100),
  wpm double precision not null default 0 check (wpm between 0 and 1000000),
  raw double precision not null default 0 check (raw between 0 and 1000000),
  "timestamp" double precision not null default 0 check ("timestamp" between 0 and 8.64e15),
  "time" double precision not null default 0 check ("time" between 0 and 604800000),
  read_at double precision not null default 0 check (read_at between 0 and 8.64e15),
  keys double precision not null default 0 check (keys between 0 and 100000000),
  length integer not null default 0 check (length between 0 and 16000000),
  missed text[] not null default '{}' check (private.are_missed_words(missed)),
  modified_at timestamptz not null default now(),
  primary key (user_id, book_id, chapter, paragraph)
);

-- Pulls page through one user's rows on (modified_at, key).
create index paragraphs_typed_sync on public.paragraphs_typed (user_id, modified_at, book_id, chapter, paragraph);

create function private.merge_paragraph() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  new_typed boolean;
  old_typed boolean;
  take_new boolean;
  cleared double precision;
begin
  new.acc := coalesce(new.acc, 0);
  new.con := coalesce(new.con, 0);
  new.wpm := coalesce(new.wpm, 0);
  new.raw := coalesce(new.raw, 0);
  new."time" := coalesce(new."time", 0);
  new.keys := coalesce(new.keys, 0);
  new.length := greatest(coalesce(new.length, 0), 0);
  new.missed := coalesce(new.missed, '{}');
  new."timestamp" := private.client_time_precise(new."timestamp");
  new.read_at := private.client_time_precise(new.read_at);
  new_typed := (new.acc, new.con, new.wpm, new.raw, new."time") <> (0::float8, 0::float8, 0::float8, 0::float8, 0::float8);

  if tg_op = 'INSERT' then
    if not new_typed then
      new.keys := 0;
      new.missed := '{}';
    end if;
    new.modified_at := now();
    return new;
  end if;

  if (new.user_id, new.book_id, new.chapter, new.paragraph)
     is distinct from (old.user_id, old.book_id, old.chapter, old.paragraph) then
    raise exception 'a paragraph row keeps its key' using errcode = '42501';
  end if;

  old_typed := (old.acc, old.con, old.wpm, old.raw, old."time") <> (0::float8, 0::float8, 0::float8, 0::float8, 0::float8);
  -- The newest clear of either side (a stored typed row's own clear is older
  -- than its result, so it can never be the newest that matters).
  cleared := greatest(
    case when old_typed then 0 else old."timestamp" end,
    case when new_typed then 0 else new."timestamp" end
  );
  -- The newest typed result of either side; equal times fall back on the
  -- larger stats so that the order of arrival never decides.
  take_new := new_typed and (not old_typed
    or new."timestamp" > old."timestamp"
    or (new."timestamp" = old."timestamp"
        and (new.wpm, new.raw, new.acc, new.con, new."time") > (old.wpm, old.raw, old.acc, old.con, old."time")));
  if not take_new and old_typed then
    new.acc := old.acc;
    new.con := old.con;
    new.wpm := old.wpm;
    new.raw := old.raw;
    new."time" := old."time";
    new.keys := old.keys;
    new.missed := old.missed;
    new."timestamp" := old."timestamp";
  end if;
  if not (new_typed or old_typed) or new."timestamp" <= cleared then
    new.acc := 0;
    new.con := 0;
    new.wpm := 0;
    new.raw := 0;
    new."time" := 0;
    new.keys := 0;
    new.missed := '{}';
    new."timestamp" := cleared;
  end if;
  new.read_at := greatest(old.read_at, new.read_at);
  new.length := greatest(old.length, new.length);

  if (new.acc, new.con, new.wpm, new.raw, new."time", new.keys, new.missed, new.length, new."timestamp", new.read_at)
     = (old.acc, old.con, old.wpm, old.raw, old."time", old.keys, old.missed, old.length, old."timestamp", old.read_at) then
    return null;
  end if;
  new.modified_at := now();
  return new;
end
$$;

create trigger merge_paragraph
before insert or update on public.paragraphs_typed
for each row execute function private.merge_paragraph();

-- ---------------------------------------------------------------------------
-- reading_progress: the last paragraph reached in a chapter; the newer
-- timestamp wins (a reset is last_paragraph = -1 with a new timestamp).
create table public.reading_progress (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  book_id text not null check (private.is_book_id(book_id)),
  chapter integer not null check (chapter between 0 and 5000),
  last_paragraph integer not null default -1 check (last_paragraph between -1 and 16000000),
  "timestamp" bigint not null default 0 check ("timestamp" >= 0),
  modified_at timestamptz not null default now(),
  primary key (user_id, book_id, chapter)
);

create index reading_progress_sync on public.reading_progress (user_id, modified_at, book_id, chapter);

create function private.merge_reading_progress() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new."timestamp" := private.client_time(new."timestamp");
  new.last_paragraph := coalesce(new.last_paragraph, -1);
  if tg_op = 'UPDATE' then
    if (new.user_id, new.book_id, new.chapter) is distinct from (old.user_id, old.book_id, old.chapter) then
      raise exception 'a reading position keeps its key' using errcode = '42501';
    end if;
    -- Equal times: the further position, so arrival order never decides.
    if (new."timestamp", new.last_paragraph) <= (old."timestamp", old.last_paragraph) then
      return null;
    end if;
  end if;
  new.modified_at := now();
  return new;
end
$$;

create trigger merge_reading_progress
before insert or update on public.reading_progress
for each row execute function private.merge_reading_progress();

-- ---------------------------------------------------------------------------
-- settings: one row per user with a desktop, a mobile and a shared part,
-- written separately (03 §7: upsert {id, shared, desktop or mobile}). Each
-- part keeps the time it was last written, so an older write of one part
-- never undoes a newer write of another.
create table public.settings (
  id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  desktop jsonb check (jsonb_typeof(desktop) = 'object' and octet_length(desktop::text) <= 262144),
  mobile jsonb check (jsonb_typeof(mobile) = 'object' and octet_length(mobile::text) <= 262144),
  shared jsonb check (jsonb_typeof(shared) = 'object' and octet_length(shared::text) <= 262144),
  "timestamp" bigint not null default 0 check ("timestamp" >= 0),
  desktop_at bigint not null default 0 check (desktop_at >= 0),
  mobile_at bigint not null default 0 check (mobile_at >= 0),
  shared_at bigint not null default 0 check (shared_at >= 0),
  modified_at timestamptz not null default now()
);

create function private.merge_settings() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new."timestamp" := private.client_time(new."timestamp");
  if tg_op = 'INSERT' then
    new.desktop_at := case when new.desktop is null then 0 else new."timestamp" end;
    new.mobile_at := case when new.mobile is null then 0 else new."timestamp" end;
    new.shared_at := case when new.shared is null then 0 else new."timestamp" end;
    new.modified_at := now();
    return new;
  end if;
  if new.id is distinct from old.id then
    raise exception 'settings keep their owner' using errcode = '42501';
  end if;
  -- A part that was sent with a new value lands only when newer than the
  -- stored part; parts not sent keep their value and time.
  new.desktop_at := old.desktop_at;
  new.mobile_at := old.mobile_at;
  new.shared_at := old.shared_at;
  if new.desktop is distinct from old.desktop then
    if new."timestamp" > old.desktop_at then new.desktop_at := new."timestamp"; else new.desktop := old.desktop; end if;
  end if;
  if new.mobile is distinct from old.mobile then
    if new."timestamp" > old.mobile_at then new.mobile_at := new."timestamp"; else new.mobile := old.mobile; end if;
  end if;
  if new.shared is distinct from old.shared then
    if new."timestamp" > old.shared_at then new.shared_at := new."timestamp"; else new.shared := old.shared; end if;
  end if;
  new."timestamp" := greatest(new.desktop_at, new.mobile_at, new.shared_at);
  if (new.desktop, new.mobile, new.shared, new."timestamp") is not distinct from
     (old.desktop, old.mobile, old.shared, old."timestamp") then
    return null;
  end if;
  new.modified_at := now();
  return new;
end
$$;

create trigger merge_settings
before insert or update on public.settings
for each row execute function private.merge_settings();

-- ---------------------------------------------------------------------------
-- custom_books: a user's own books' info (without the cover); the newer
-- timestamp wins, `active = false` deactivates the book on every device.
create table public.custom_books (
  book_id text not null check (private.is_book_id(book_id)),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  "timestamp" bigint not null default 0 check ("timestamp" >= 0),
  active boolean not null default true,
  data jsonb check (jsonb_typeof(data) = 'object' and octet_length(data::text) <= 2097152),
  modified_at timestamptz not null default now(),
  primary key (user_id, book_id)
);

create index custom_books_sync on public.custom_books (user_id, "timestamp");

create function private.merge_custom_book() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new."timestamp" := private.client_time(new."timestamp");
  new.active := coalesce(new.active, true);
  if tg_op = 'UPDATE' then
    if (new.user_id, new.book_id) is distinct from (old.user_id, old.book_id) then
      raise exception 'a custom book keeps its key' using errcode = '42501';
    end if;
    -- Equal times keep the stored row: a repeated write changes nothing.
    if new."timestamp" <= old."timestamp" then
      return null;
    end if;
  end if;
  new.modified_at := now();
  return new;
end
$$;

create trigger merge_custom_book
before insert or update on public.custom_books
for each row execute function private.merge_custom_book();

-- ---------------------------------------------------------------------------
-- Row level security: each signed-in user reaches only their own rows, and
-- nobody deletes (a reset is a soft delete). anon has no policy at all.
alter table public.paragraphs_typed enable row level security;
alter table public.reading_progress enable row level security;
alter table public.settings enable row level security;
alter table public.custom_books enable row level security;

create policy "own paragraphs: read" on public.paragraphs_typed
  for select to authenticated using (user_id = (select auth.uid()));
create policy "own paragraphs: add" on public.paragraphs_typed
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "own paragraphs: change" on public.paragraphs_typed
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy "own reading progress: read" on public.reading_progress
  for select to authenticated using (user_id = (select auth.uid()));
create policy "own reading progress: add" on public.reading_progress
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "own reading progress: change" on public.reading_progress
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy "own settings: read" on public.settings
  for select to authenticated using (id = (select auth.uid()));
create policy "own settings: add" on public.settings
  for insert to authenticated with check (id = (select auth.uid()));
create policy "own settings: change" on public.settings
  for update to authenticated using (id = (select auth.uid())) with check (id = (select auth.uid()));

create policy "own custom books: read" on public.custom_books
  for select to authenticated using (user_id = (select auth.uid()));
create policy "own custom books: add" on public.custom_books
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "own custom books: change" on public.custom_books
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------
-- Grants: a project no longer exposes new tables to the API roles by itself,
-- so each role gets exactly what the app does with these tables: signed-in
-- users read, add and change (supabase-js's select and upsert); nobody
-- deletes; anon gets nothing. Row level security above and the premium rule
-- (a later migration) decide which rows.
revoke all on public.paragraphs_typed, public.reading_progress, public.settings, public.custom_books
  from public, anon, authenticated, service_role;
grant select, insert, update on public.paragraphs_typed, public.reading_progress, public.settings, public.custom_books
  to authenticated;

revoke execute on function private.client_time(bigint), private.client_time_precise(double precision),
  private.is_book_id(text), private.are_missed_words(text[]), private.merge_paragraph(), private.merge_reading_progress(), private.merge_settings(),
  private.merge_custom_book()
  from public, anon;
-- The triggers run as the writer and call the clamp; the checks run as the writer too.
grant execute on function private.client_time(bigint), private.client_time_precise(double precision),
  private.is_book_id(text), private.are_missed_words(text[])
  to authenticated;
