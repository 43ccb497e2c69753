-- practice_points: the drill history of a Pro account (docs/metrics.md,
-- "Practice"), one row per drilled item per drill: when the drill ended, the
-- active milliseconds per character typed in the item's words and its typos.
-- A drill's result is kept apart from book progress: nothing here is a
-- paragraph, and no book's stats or daily record is built from it.
--
-- A point is never edited: a device sends each new point once (again after a
-- failure: the upsert is idempotent), and devices merge by union on
-- (item, t). The same key written twice with other figures (two devices, the
-- same millisecond) keeps the larger figures, whatever the order of arrival,
-- so the join stays commutative; a repeated write neither lands nor bumps
-- `modified_at` (the sync cursor).
create table public.practice_points (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- core's `itemKey`: `word:` and a missed word (as `are_missed_words` admits
  -- it), or `pair:` and two characters; no control characters.
  item text not null check (
    item ~ '^(word|pair):'
    and char_length(item) between 6 and 505
    and item !~ '[\u0001-\u001f\u007f-\u009f]'
  ),
  t double precision not null check (t between 0 and 8.64e15),
  ms_per_char double precision not null default 0 check (ms_per_char between 0 and 604800000),
  errors integer not null default 0 check (errors between 0 and 100000000),
  modified_at timestamptz not null default now(),
  primary key (user_id, item, t)
);

-- Pulls page through one user's rows on (modified_at, key).
create index practice_points_sync on public.practice_points (user_id, modified_at, item, t);

create function private.merge_practice_point() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.ms_per_char := coalesce(new.ms_per_char, 0);
  new.errors := coalesce(new.errors, 0);
  if tg_op = 'INSERT' then
    -- A clock far ahead must not stamp a point in the future (the key keeps the clamped time).
    new.t := private.client_time_precise(new.t);
    new.modified_at := now();
    return new;
  end if;
  if (new.user_id, new.item, new.t) is distinct from (old.user_id, old.item, old.t) then
    raise exception 'a practice point keeps its key' using errcode = '42501';
  end if;
  if (new.ms_per_char, new.errors) <= (old.ms_per_char, old.errors) then
    return null;
  end if;
  new.modified_at := now();
  return new;
end
$$;

create trigger merge_practice_point
before insert or update on public.practice_points
for each row execute function private.merge_practice_point();

-- Each signed-in user reaches only their own points; only Pro writes
-- (restrictive, as on every synced table), a lapsed subscription still reads.
alter table public.practice_points enable row level security;

create policy "own practice points: read" on public.practice_points
  for select to authenticated using (user_id = (select auth.uid()));
create policy "own practice points: add" on public.practice_points
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "own practice points: change" on public.practice_points
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy "pro only: add" on public.practice_points
  as restrictive for insert to authenticated with check ((select private.is_pro()));
create policy "pro only: change" on public.practice_points
  as restrictive for update to authenticated using ((select private.is_pro())) with check ((select private.is_pro()));

-- Grants: revoked from every API role first (a project on the old default
-- grants new tables to all of them), then exactly what the app does: signed-in
-- users read, add and change (supabase-js's select and upsert); nobody
-- deletes; anon gets nothing.
revoke all on public.practice_points from public, anon, authenticated, service_role;
grant select, insert, update on public.practice_points to authenticated;

revoke execute on function private.merge_practice_point() from public, anon;

-- Other devices hear of a new point live, as for the other synced tables.
do $$
begin
  if exists (select from pg_publication where pubname = 'supabase_realtime')
     and not exists (
       select from pg_publication_tables
       where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'practice_points'
     ) then
    alter publication supabase_realtime add table public.practice_points;
  end if;
end
$$;
