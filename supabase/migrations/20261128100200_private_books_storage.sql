-- Private book files (03 §3, §7): each user has one private bucket named by
-- their user id, created by the app, holding only `books/<name>.tbf`. Objects
-- are never overwritten (no update policy) nor deleted, and nobody reads
-- another user's bucket.

create policy "own bucket: create" on storage.buckets
  for insert to authenticated
  with check (id = (select auth.uid())::text and name = id and public = false);
create policy "own bucket: see" on storage.buckets
  for select to authenticated using (id = (select auth.uid())::text);

create policy "own private books: read" on storage.objects
  for select to authenticated using (bucket_id = (select auth.uid())::text);
create policy "own private books: add" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = (select auth.uid())::text
    and storage.foldername(name) = array['books']
    and storage.extension(name) = 'tbf'
    and length(storage.filename(name)) > length('.tbf')
  );
