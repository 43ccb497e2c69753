-- Batches sent side by side cannot deadlock on the book summaries. Each
-- summary trigger first locks the summary rows of every book of the users its
-- statement writes for, in one order (user, then book id in byte order), and
-- inserts new books in that order too. Locking only the statement's own books
-- would not do: an upsert fires both the insert and the update trigger, each
-- seeing only its own rows, so two batches could still take two books in
-- opposite orders across the two triggers. Locking all of a user's books makes
-- the summaries' few milliseconds at the end of a batch take turns per user,
-- while the rows themselves are still written side by side. The summaries they
-- write are unchanged.

-- Locks the book summaries of `users`, sorted; rows made by transactions still open are not seen.
create function private.lock_book_summaries(users uuid[]) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- `perform` runs the query to its end, so every row is locked, in the sort's order.
  perform 1 from private.paragraph_book_summaries s
  where s.user_id = any (users)
  order by s.user_id, s.book_id collate "C"
  for update;
end
$$;

revoke execute on function private.lock_book_summaries(uuid[]) from public, anon, authenticated;

create or replace function private.count_added_paragraphs() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.lock_book_summaries(array(select distinct n.user_id from added n));
  -- New books are inserted in the same order.
  insert into private.paragraph_book_summaries as s (user_id, book_id, count, hash, newest)
  select n.user_id, n.book_id, count(*),
    (sum(private.paragraph_digest(n.paragraph, n.acc, n.con, n.wpm, n.raw, n."time", n.keys, n.length,
      n."timestamp", n.read_at, n.missed)) % 4294967296)::bigint,
    max(greatest(n."timestamp", n.read_at))
  from added n
  group by n.user_id, n.book_id
  order by n.user_id, n.book_id collate "C"
  on conflict (user_id, book_id) do update set
    count = s.count + excluded.count,
    hash = (s.hash + excluded.hash) % 4294967296,
    newest = greatest(s.newest, excluded.newest);
  return null;
end
$$;

create or replace function private.count_changed_paragraphs() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.lock_book_summaries(array(select distinct n.user_id from changed n));
  update private.paragraph_book_summaries s set
    hash = ((s.hash + c.delta) % 4294967296 + 4294967296) % 4294967296,
    newest = greatest(s.newest, c.newest)
  from (
    select d.user_id, d.book_id, (sum(d.delta) % 4294967296)::bigint as delta, max(d.newest) as newest
    from (
      select n.user_id, n.book_id,
        private.paragraph_digest(n.paragraph, n.acc, n.con, n.wpm, n.raw, n."time", n.keys, n.length,
          n."timestamp", n.read_at, n.missed) as delta,
        greatest(n."timestamp", n.read_at) as newest
      from changed n
      union all
      select o.user_id, o.book_id,
        -private.paragraph_digest(o.paragraph, o.acc, o.con, o.wpm, o.raw, o."time", o.keys, o.length,
          o."timestamp", o.read_at, o.missed),
        0
      from was o
    ) d
    group by d.user_id, d.book_id
  ) c
  where s.user_id = c.user_id and s.book_id = c.book_id;
  return null;
end
$$;

create or replace function private.count_removed_paragraphs() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.lock_book_summaries(array(select distinct o.user_id from removed o));
  update private.paragraph_book_summaries s set
    count = s.count - c.count,
    hash = ((s.hash - c.hash) % 4294967296 + 4294967296) % 4294967296,
    newest = coalesce((
      select max(greatest(p."timestamp", p.read_at)) from public.paragraphs_typed p
      where p.user_id = s.user_id and p.book_id = s.book_id), 0)
  from (
    select o.user_id, o.book_id, count(*) as count,
      (sum(private.paragraph_digest(o.paragraph, o.acc, o.con, o.wpm, o.raw, o."time", o.keys, o.length,
        o."timestamp", o.read_at, o.missed)) % 4294967296)::bigint as hash
    from removed o
    group by o.user_id, o.book_id
  ) c
  where s.user_id = c.user_id and s.book_id = c.book_id;
  delete from private.paragraph_book_summaries s where s.count <= 0;
  return null;
end
$$;

revoke execute on function private.count_added_paragraphs() from public, anon;
revoke execute on function private.count_changed_paragraphs() from public, anon;
revoke execute on function private.count_removed_paragraphs() from public, anon;
