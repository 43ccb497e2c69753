-- Premium, enforced by the database (03 §4, §6, §8: sync is premium only;
-- "only premium users can store data on the server"). Whatever path a write
-- takes — PostgREST, an RPC running as its caller, the Storage API — it
-- meets these policies. They are restrictive: a row must pass them as well
-- as the own-row policies, so they only ever take rights away.
--
-- Premium here is Pro: an active subscription billing item. Starter (the
-- lifetime purchase) keeps everything on the device, as do free accounts; a
-- subscription that lapsed (canceled, or any status the product reads as
-- 'other') keeps its rows readable, so a returning Pro gets them back, but
-- cannot write. Reads are not restricted; deletes have no policy at all.

-- Whether the caller has an active Pro subscription. It reads billing items
-- as its owner, so the answer does not depend on what the caller may read;
-- a policy calls it once per statement (`(select private.is_pro())`).
create function private.is_pro() returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select from public.billing_items b
    where b.user_id = (select auth.uid()) and b.type = 'subscription' and b.status = 'active'
  )
$$;

revoke execute on function private.is_pro() from public, anon;
grant execute on function private.is_pro() to authenticated;

create policy "pro only: add" on public.paragraphs_typed
  as restrictive for insert to authenticated with check ((select private.is_pro()));
create policy "pro only: change" on public.paragraphs_typed
  as restrictive for update to authenticated using ((select private.is_pro())) with check ((select private.is_pro()));

create policy "pro only: add" on public.reading_progress
  as restrictive for insert to authenticated with check ((select private.is_pro()));
create policy "pro only: change" on public.reading_progress
  as restrictive for update to authenticated using ((select private.is_pro())) with check ((select private.is_pro()));

create policy "pro only: add" on public.settings
  as restrictive for insert to authenticated with check ((select private.is_pro()));
create policy "pro only: change" on public.settings
  as restrictive for update to authenticated using ((select private.is_pro())) with check ((select private.is_pro()));

create policy "pro only: add" on public.custom_books
  as restrictive for insert to authenticated with check ((select private.is_pro()));
create policy "pro only: change" on public.custom_books
  as restrictive for update to authenticated using ((select private.is_pro())) with check ((select private.is_pro()));

-- Private book files: only Pro creates its bucket and uploads.
create policy "pro only: create bucket" on storage.buckets
  as restrictive for insert to authenticated with check ((select private.is_pro()));
create policy "pro only: upload" on storage.objects
  as restrictive for insert to authenticated with check ((select private.is_pro()));
