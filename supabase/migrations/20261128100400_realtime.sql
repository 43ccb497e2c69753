-- Live updates (03 §4, §9): other devices of an account hear about a change
-- to its synced rows through Supabase Realtime's `postgres_changes`, which
-- streams the tables of the `supabase_realtime` publication. Realtime
-- re-checks each row against the subscriber's row level security, so every
-- device receives its own account's rows only. Guarded: a database without
-- the publication (Realtime switched off, a plain PostgreSQL) is left as it
-- is, and a table already in it is not added twice.
do $$
declare
  sync_table text;
begin
  if not exists (select from pg_publication where pubname = 'supabase_realtime') then
    return;
  end if;
  foreach sync_table in array array['paragraphs_typed', 'reading_progress', 'settings', 'custom_books'] loop
    if not exists (
      select from pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = sync_table
    ) then
      execute format('alter publication supabase_realtime add table public.%I', sync_table);
    end if;
  end loop;
end
$$;
