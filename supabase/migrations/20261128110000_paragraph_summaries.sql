-- Reconcile, not only replay (03 §4): when sync starts, a device compares a
-- cheap summary of each chapter's paragraph rows with its own and fetches
-- only the rows of chapters that differ. This function is that summary, one
-- row per chapter of the caller's rows: how many rows, the newest time among
-- them, and a hash computed exactly as core's `summarizeRows` computes it —
-- the sum modulo 2^32 of the first 32 bits of MD5 over a canonical text of
-- each row, in which every double is its IEEE 754 bits in hex (float8send),
-- so no number formatting can differ between the two sides. The text is the
-- row as a device reads it back (core's `rowText`): a result that does not
-- count travels as zeroed stats at its clear, and a clear with no read mark
-- keeps no length.
--
-- It runs as its caller (row level security applies, and the caller's own
-- rows are all it reads) with an empty search path; only signed-in users may
-- call it.
create function public.paragraph_summaries()
returns table (book_id text, chapter integer, count integer, newest double precision, hash text)
language sql stable
security invoker
set search_path = ''
as $$
  with rows as (
    select p.book_id, p.chapter, p."timestamp", p.read_at, p.paragraph, p.length,
      p.acc, p.con, p.wpm, p.raw, p."time", p.keys, p.missed,
      (p.acc, p.con, p.wpm, p.raw, p."time") <> (0::float8, 0::float8, 0::float8, 0::float8, 0::float8) as has_stats
    from public.paragraphs_typed p
    where p.user_id = (select auth.uid())
  ),
  canonical as (
    select r.book_id, r.chapter, r."timestamp", r.read_at,
      case when r.has_stats and r."timestamp" > 0 then
        concat_ws('|', r.paragraph::text,
          encode(float8send(r.acc), 'hex'), encode(float8send(r.con), 'hex'),
          encode(float8send(r.wpm), 'hex'), encode(float8send(r.raw), 'hex'),
          encode(float8send(r."time"), 'hex'), encode(float8send(r.keys), 'hex'),
          r.length::text, encode(float8send(r."timestamp"), 'hex'), encode(float8send(r.read_at), 'hex'),
          array_to_string(r.missed, chr(31)))
      else
        concat_ws('|', r.paragraph::text,
          '0000000000000000', '0000000000000000', '0000000000000000',
          '0000000000000000', '0000000000000000', '0000000000000000',
          (case when r.has_stats or r.read_at > 0 then r.length else 0 end)::text,
          encode(float8send(case when r.has_stats then 0::float8 else r."timestamp" end), 'hex'),
          encode(float8send(r.read_at), 'hex'),
          '')
      end as text
    from rows r
  )
  select c.book_id, c.chapter, count(*)::integer, max(greatest(c."timestamp", c.read_at)),
    lpad(to_hex((sum(('x' || left(md5(c.text), 8))::bit(32)::bigint) % 4294967296)::bigint), 8, '0')
  from canonical c
  group by c.book_id, c.chapter
  order by c.book_id, c.chapter
$$;

revoke execute on function public.paragraph_summaries() from public, anon, service_role;
grant execute on function public.paragraph_summaries() to authenticated;

-- Time that survives wrong clocks (docs/metrics.md): a device stamps its
-- results on the server's clock, adding the offset it learns from a round
-- trip to this function — the server's time in milliseconds since the
-- epoch, read when the call runs (not when its transaction began).
create function public.server_time() returns double precision
language sql volatile
security invoker
set search_path = ''
as $$
  select extract(epoch from clock_timestamp()) * 1000
$$;

revoke execute on function public.server_time() from public, anon, service_role;
grant execute on function public.server_time() to authenticated;
