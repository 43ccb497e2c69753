-- A reconcile with nothing to do costs one small round trip: the server keeps
-- a summary of each book's paragraph rows (how many, the newest time among
-- them, and the sum modulo 2^32 of their digests), updated by the writes
-- themselves, and a device compares it with its own before asking for any
-- chapter's summary. The digest of a row is the one `paragraph_summaries`
-- sums per chapter (core's `rowText` under MD5), so a book's hash is the sum
-- of its chapters' hashes and core computes it the same way.
--
-- The book summaries follow the rows exactly because a row's newest time
-- never goes back (the merge trigger keeps the newest result, read mark and
-- clear), so the newest of a book is a running maximum; a deleted row (only
-- an account's deletion removes rows) has its book's newest read again.

-- The digest of one stored row: the first 32 bits of MD5 over its canonical text.
create function private.paragraph_digest(
  paragraph integer, acc double precision, con double precision, wpm double precision,
  raw double precision, "time" double precision, keys double precision, length integer,
  "timestamp" double precision, read_at double precision, missed text[]
) returns bigint
language sql immutable parallel safe
set search_path = ''
as $$
  select ('x' || left(md5(
    case when (acc, con, wpm, raw, "time") <> (0::float8, 0::float8, 0::float8, 0::float8, 0::float8)
         and "timestamp" > 0 then
      concat_ws('|', paragraph::text,
        encode(float8send(acc), 'hex'), encode(float8send(con), 'hex'),
        encode(float8send(wpm), 'hex'), encode(float8send(raw), 'hex'),
        encode(float8send("time"), 'hex'), encode(float8send(keys), 'hex'),
        length::text, encode(float8send("timestamp"), 'hex'), encode(float8send(read_at), 'hex'),
        array_to_string(missed, chr(31)))
    else
      concat_ws('|', paragraph::text,
        '0000000000000000', '0000000000000000', '0000000000000000',
        '0000000000000000', '0000000000000000', '0000000000000000',
        (case when (acc, con, wpm, raw, "time") <> (0::float8, 0::float8, 0::float8, 0::float8, 0::float8)
                or read_at > 0 then length else 0 end)::text,
        encode(float8send(case when (acc, con, wpm, raw, "time")
                                    <> (0::float8, 0::float8, 0::float8, 0::float8, 0::float8)
                               then 0::float8 else "timestamp" end), 'hex'),
        encode(float8send(read_at), 'hex'),
        '')
    end), 8))::bit(32)::bigint
$$;

revoke execute on function private.paragraph_digest(integer, double precision, double precision,
  double precision, double precision, double precision, double precision, integer, double precision,
  double precision, text[]) from public, anon;

create table private.paragraph_book_summaries (
  user_id uuid not null references auth.users (id) on delete cascade,
  book_id text not null,
  count integer not null,
  -- In [0, 2^32).
  hash bigint not null,
  newest double precision not null,
  primary key (user_id, book_id)
);

-- Batches sent side by side cannot deadlock on the book summaries. Each
-- summary trigger first locks the summary rows of every book of the users its
-- statement writes for, in one order (user, then book id in byte order), and
-- inserts new books in that order too. Locking only the statement's own books
-- would not do: an upsert fires both the insert and the update trigger, each
-- seeing only its own rows, so two batches could still take two books in
-- opposite orders across the two triggers. Locking all of a user's books makes
-- the summaries' few milliseconds at the end of a batch take turns per user,
-- while the rows themselves are still written side by side.

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

-- Each statement's rows at once (an upsert of a thousand rows touches a book's summary once).
create function private.count_added_paragraphs() returns trigger
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

create function private.count_changed_paragraphs() returns trigger
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

create function private.count_removed_paragraphs() returns trigger
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

create trigger count_added_paragraphs
after insert on public.paragraphs_typed
referencing new table as added
for each statement execute function private.count_added_paragraphs();

create trigger count_changed_paragraphs
after update on public.paragraphs_typed
referencing old table as was new table as changed
for each statement execute function private.count_changed_paragraphs();

create trigger count_removed_paragraphs
after delete on public.paragraphs_typed
referencing old table as removed
for each statement execute function private.count_removed_paragraphs();

-- Rows stored before this migration.
insert into private.paragraph_book_summaries (user_id, book_id, count, hash, newest)
select p.user_id, p.book_id, count(*),
  (sum(private.paragraph_digest(p.paragraph, p.acc, p.con, p.wpm, p.raw, p."time", p.keys, p.length,
    p."timestamp", p.read_at, p.missed)) % 4294967296)::bigint,
  max(greatest(p."timestamp", p.read_at))
from public.paragraphs_typed p
group by p.user_id, p.book_id;

-- The caller's books, one row each: what the rows of `paragraph_summaries` add up to per book.
-- It reads the summaries as its owner (they live in `private`), and only the caller's own,
-- as the row policy on `paragraphs_typed` would let it read the rows themselves.
create function public.paragraph_book_summaries()
returns table (book_id text, count integer, newest double precision, hash text)
language sql stable
security definer
set search_path = ''
as $$
  select s.book_id, s.count, s.newest, lpad(to_hex(s.hash), 8, '0')
  from private.paragraph_book_summaries s
  where s.user_id = (select auth.uid()) and s.count > 0
  order by s.book_id collate "C"
$$;

revoke execute on function public.paragraph_book_summaries() from public, anon, service_role;
grant execute on function public.paragraph_book_summaries() to authenticated;
