-- What a batch of paragraph rows costs the database, measured per row
-- (docs/decisions.md, "Sync data: reconcile and clocks"): a good part of it was calls to small SQL
-- functions that PostgreSQL could not inline. A SQL function with a `set`
-- clause, or declared immutable over a stable body, runs as a query of its
-- own at every call, about four times as long as its expression in place:
-- the digest of each written row (the book summaries' triggers) and the
-- clamp of each row's two client times (the merge trigger). Both keep their
-- bodies and their rules; they lose the `set search_path` that kept them
-- from being inlined, and the digest is declared stable, as what it calls
-- (`concat_ws`, `array_to_string`) is.
--
-- Their search path still cannot be chosen by a client: they are inlined
-- into, and so read with the search path of, functions that set an empty
-- one (the summary triggers and the merge triggers), and nothing else calls
-- them. The digest may be run by its owner only; the clamp was granted to
-- signed-in users so that their writes' triggers may call it, and called by
-- anyone else it only clamps that caller's own value.
alter function private.paragraph_digest(integer, double precision, double precision, double precision,
  double precision, double precision, double precision, integer, double precision, double precision, text[])
  stable reset all;
revoke execute on function private.paragraph_digest(integer, double precision, double precision,
  double precision, double precision, double precision, double precision, integer, double precision,
  double precision, text[]) from public, anon, authenticated, service_role;

alter function private.client_time_precise(double precision) reset all;
