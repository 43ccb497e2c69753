-- What every Supabase project already has before its own migrations run, for
-- a plain PostgreSQL: the API roles, Supabase's default grants, the `auth`
-- schema with `auth.uid()` reading the claims PostgREST sets per request, and
-- the storage tables the Storage API keeps its object rows in. The local
-- stack and the database tests load it first; it is never deployed (a real
-- project has the real thing). The columns follow Supabase's own tables, cut
-- down to what the migrations and the local development server use.

do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;

-- Supabase's defaults as a project created today has them: the API roles may
-- use the `public` schema, but a new table, sequence or function in it is
-- granted to none of them (Supabase changelog, "Tables not exposed to Data
-- and GraphQL API automatically": new projects since 30 May 2026, all
-- projects since 30 October 2026), so each migration grants what the API
-- needs. PostgreSQL's own default still lets PUBLIC execute a new function;
-- the migrations revoke that where it matters. The default privileges are
-- set here at every start, so a database made under the old defaults loses
-- them too (`legacy-grants.sql` puts the old defaults back, for the test run
-- that checks the migrations on an older project).
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges in schema public revoke all on sequences from anon, authenticated, service_role;
alter default privileges in schema public revoke all on functions from anon, authenticated, service_role;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text unique,
  encrypted_password text,
  email_confirmed_at timestamptz,
  confirmation_token text,
  recovery_token text,
  raw_app_meta_data jsonb not null default '{"provider": "email", "providers": ["email"]}',
  raw_user_meta_data jsonb not null default '{}',
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select nullif(auth.jwt() ->> 'sub', '')::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select nullif(auth.jwt() ->> 'role', '')
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role() to anon, authenticated, service_role;

create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text not null references storage.buckets (id),
  name text not null,
  owner uuid,
  metadata jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  unique (bucket_id, name)
);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

-- Storage's helpers that policies use: the folders of an object's name, and its extension.
create or replace function storage.foldername(name text) returns text[]
language sql immutable
as $$
  select (string_to_array(name, '/'))[1:greatest(array_length(string_to_array(name, '/'), 1) - 1, 0)]
$$;

create or replace function storage.filename(name text) returns text
language sql immutable
as $$
  select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)]
$$;

create or replace function storage.extension(name text) returns text
language sql immutable
as $$
  select case when storage.filename(name) like '%.%'
    then reverse(split_part(reverse(storage.filename(name)), '.', 1)) else '' end
$$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

-- Sessions of the local development auth server (Supabase's Auth keeps its
-- own; no API role can read these).
create table if not exists auth.refresh_tokens (
  token text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null,
  revoked boolean not null default false,
  created_at timestamptz not null default now()
);

-- Realtime. A Supabase project has the `supabase_realtime` publication (empty
-- until a migration adds tables to it) and a Realtime server that reads the
-- write-ahead log. Here the development server stands in for that server:
-- every table in the publication gets a trigger that announces each changed
-- row's key on the `typeshelf_realtime` channel, and the server LISTENs,
-- reads the row again as each subscriber (so row level security decides who
-- sees it) and sends it over the websocket. The triggers follow the
-- publication: an event trigger adds or removes them whenever it changes.
do $$
begin
  if not exists (select from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

create schema if not exists realtime;
revoke all on schema realtime from public;

-- The changed rows' keys (the primary key's columns, named in the trigger's
-- arguments), never the rows themselves: NOTIFY payloads stop at 8000 bytes,
-- and the server reads each row as the subscriber anyway. One notification
-- per changed row, announced once per statement from its transition table:
-- a trigger per row cost a batch of a thousand written rows a quarter of its
-- time in the database, which Supabase's Realtime (reading the write-ahead
-- log) never adds to a write. The tables' keys never change (their triggers
-- refuse it), so an update's old key is its key.
create or replace function realtime.local_announce() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  key text;
begin
  select string_agg(format('%L, r.%I', name, name), ', ') into key from unnest(tg_argv) as name;
  execute format(
    $sql$select pg_catalog.pg_notify('typeshelf_realtime', pg_catalog.jsonb_build_object(
      'schema', $1,
      'table', $2,
      'type', $3,
      'commit_timestamp', pg_catalog.to_char(pg_catalog.clock_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
      'key', pg_catalog.jsonb_build_object(%s),
      'old_key', %s
    )::text) from %I as r$sql$,
    key,
    case when tg_op = 'UPDATE' then format('pg_catalog.jsonb_build_object(%s)', key) else 'null' end,
    case when tg_op = 'DELETE' then 'removed_rows' else 'changed_rows' end)
  using tg_table_schema, tg_table_name, tg_op;
  return null;
end
$$;
revoke all on function realtime.local_announce() from public;

-- Puts the announcing triggers on every table of the publication and takes
-- them off every table that left (and the per-row trigger of earlier stacks
-- off every table).
create or replace function realtime.local_follow_publication() returns void
language plpgsql
set search_path = ''
as $$
declare
  member record;
  keys text;
begin
  for member in
    select n.nspname, c.relname, t.tgname
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where t.tgname = 'local_realtime'
      or (t.tgname in ('local_realtime_insert', 'local_realtime_update', 'local_realtime_delete')
        and not exists (
          select from pg_publication_tables p
          where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname and p.tablename = c.relname))
  loop
    execute format('drop trigger %I on %I.%I', member.tgname, member.nspname, member.relname);
  end loop;
  for member in
    select p.schemaname, p.tablename, format('%I.%I', p.schemaname, p.tablename)::regclass as rel
    from pg_publication_tables p
    where p.pubname = 'supabase_realtime'
      and not exists (
        select from pg_trigger t
        where t.tgrelid = format('%I.%I', p.schemaname, p.tablename)::regclass and t.tgname = 'local_realtime_insert')
  loop
    select string_agg(quote_literal(a.attname), ', ' order by k.ord) into keys
    from pg_index i
    cross join unnest(i.indkey) with ordinality as k(attnum, ord)
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
    where i.indrelid = member.rel and i.indisprimary;
    if keys is null then
      continue;
    end if;
    -- A trigger with transition tables answers one event, so each event has its own.
    execute format(
      'create trigger local_realtime_insert after insert on %I.%I referencing new table as changed_rows '
      'for each statement execute function realtime.local_announce(%s)',
      member.schemaname, member.tablename, keys);
    execute format(
      'create trigger local_realtime_update after update on %I.%I referencing new table as changed_rows '
      'for each statement execute function realtime.local_announce(%s)',
      member.schemaname, member.tablename, keys);
    execute format(
      'create trigger local_realtime_delete after delete on %I.%I referencing old table as removed_rows '
      'for each statement execute function realtime.local_announce(%s)',
      member.schemaname, member.tablename, keys);
  end loop;
end
$$;

create or replace function realtime.local_publication_changed() returns event_trigger
language plpgsql
as $$
begin
  perform realtime.local_follow_publication();
end
$$;

drop event trigger if exists local_realtime_follow;
create event trigger local_realtime_follow on ddl_command_end
  when tag in ('ALTER PUBLICATION', 'CREATE PUBLICATION')
  execute function realtime.local_publication_changed();

select realtime.local_follow_publication();
