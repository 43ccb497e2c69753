-- What a pulled paragraph needs to count on another device exactly as on the
-- one that typed it: the paragraph's length (chapter and book progress), the
-- accuracy's weight (character keystrokes) and the words typed wrongly. They
-- travel with the typed result they belong to, so the trigger keeps them
-- together with its stats; the length is the paragraph's and the larger wins.
--
-- A paragraph's times are the engine's: milliseconds with a fraction (the key
-- events' own stamps), kept exactly so that a result pulled on another device
-- is the very result the first one holds.
alter table public.paragraphs_typed
  alter column "timestamp" type double precision,
  alter column read_at type double precision,
  add column keys double precision not null default 0,
  add column length integer not null default 0 check (length >= 0),
  add column missed text[] not null default '{}';

create or replace function private.client_time_precise(ms double precision) returns double precision
language sql stable
set search_path = ''
as $$
  select least(coalesce(ms, 0), (round(extract(epoch from now()) * 1000) + 600000)::double precision)
$$;

create or replace function private.merge_paragraph() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  new_typed boolean;
  old_typed boolean;
  take_new boolean;
  cleared double precision;
begin
  new.acc := coalesce(new.acc, 0);
  new.con := coalesce(new.con, 0);
  new.wpm := coalesce(new.wpm, 0);
  new.raw := coalesce(new.raw, 0);
  new."time" := coalesce(new."time", 0);
  new.keys := coalesce(new.keys, 0);
  new.length := greatest(coalesce(new.length, 0), 0);
  new.missed := coalesce(new.missed, '{}');
  new."timestamp" := private.client_time_precise(new."timestamp");
  new.read_at := private.client_time_precise(new.read_at);
  new_typed := (new.acc, new.con, new.wpm, new.raw, new."time") <> (0::float8, 0::float8, 0::float8, 0::float8, 0::float8);

  if tg_op = 'INSERT' then
    if not new_typed then
      new.keys := 0;
      new.missed := '{}';
    end if;
    new.modified_at := now();
    return new;
  end if;

  if (new.user_id, new.book_id, new.chapter, new.paragraph)
     is distinct from (old.user_id, old.book_id, old.chapter, old.paragraph) then
    raise exception 'a paragraph row keeps its key' using errcode = '42501';
  end if;

  old_typed := (old.acc, old.con, old.wpm, old.raw, old."time") <> (0::float8, 0::float8, 0::float8, 0::float8, 0::float8);
  cleared := greatest(
    case when old_typed then 0 else old."timestamp" end,
    case when new_typed then 0 else new."timestamp" end
  );
  take_new := new_typed and (not old_typed
    or new."timestamp" > old."timestamp"
    or (new."timestamp" = old."timestamp"
        and (new.wpm, new.raw, new.acc, new.con, new."time") > (old.wpm, old.raw, old.acc, old.con, old."time")));
  if not take_new and old_typed then
    new.acc := old.acc;
    new.con := old.con;
    new.wpm := old.wpm;
    new.raw := old.raw;
    new."time" := old."time";
    new.keys := old.keys;
    new.missed := old.missed;
    new."timestamp" := old."timestamp";
  end if;
  if not (new_typed or old_typed) or new."timestamp" <= cleared then
    new.acc := 0;
    new.con := 0;
    new.wpm := 0;
    new.raw := 0;
    new."time" := 0;
    new.keys := 0;
    new.missed := '{}';
    new."timestamp" := cleared;
  end if;
  new.read_at := greatest(old.read_at, new.read_at);
  new.length := greatest(old.length, new.length);

  if (new.acc, new.con, new.wpm, new.raw, new."time", new.keys, new.missed, new.length, new."timestamp", new.read_at)
     = (old.acc, old.con, old.wpm, old.raw, old."time", old.keys, old.missed, old.length, old."timestamp", old.read_at) then
    return null;
  end if;
  new.modified_at := now();
  return new;
end
$$;
