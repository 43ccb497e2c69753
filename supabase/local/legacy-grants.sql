-- Supabase's old default, which projects created before 30 May 2026 kept
-- until 30 October 2026: every new table, sequence and function in `public`
-- is granted to all the API roles as it is created. Loaded after
-- `platform.sql` when TYPESHELF_LEGACY_GRANTS=1 (the second run of the
-- backend tests), so the migrations are checked on such a project too: they
-- revoke what they do not mean to give, and end with the same privileges.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
