-- Entitlement (03 §3 billing items, §4 premium verification, §7 procedures).
-- Billing items come only from the payment provider's webhook, written with
-- the service role through `apply_paddle_event`; a signed-in user reads their
-- own through `get_premium`, and core derives the tiers from them.

create table public.billing_items (
  -- The provider's id: a subscription (sub_…) or a one-time transaction (txn_…).
  id text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  type text not null check (type in ('lifetime', 'subscription', 'other')),
  status text not null check (status in ('active', 'canceled', 'other')),
  created_at timestamptz not null default now(),
  details jsonb not null default '{}',
  -- The provider event this row reflects; an older event never overwrites it.
  occurred_at timestamptz not null,
  modified_at timestamptz not null default now()
);

create index billing_items_user on public.billing_items (user_id);

alter table public.billing_items enable row level security;
create policy "own billing items: read" on public.billing_items
  for select to authenticated using (user_id = (select auth.uid()));
-- No insert, update or delete policy: only the webhook writes, as the service
-- role (which bypasses row level security), through `apply_paddle_event`.
revoke all on public.billing_items from public, anon, authenticated, service_role;
-- `get_premium` runs as its caller and reads the caller's own items.
grant select on public.billing_items to authenticated;
grant select, insert, update on public.billing_items to service_role;

-- Every delivery seen, by the provider's event id: delivery is at least once.
create table private.paddle_events (
  event_id text primary key,
  event_type text not null,
  occurred_at timestamptz not null,
  outcome text not null,
  received_at timestamptz not null default now()
);
revoke all on private.paddle_events from public, anon, authenticated, service_role;
grant select, insert, update on private.paddle_events to service_role;

-- The provider's subscription status as the product reads it (03 §3:
-- active, canceled, other). A trial is in force like an active subscription.
create function private.subscription_status(status text) returns text
language sql immutable
set search_path = ''
as $$
  select case status when 'active' then 'active' when 'trialing' then 'active'
    when 'canceled' then 'canceled' else 'other' end
$$;

-- The part of a provider entity the profile screen shows (03 §3 billing item details).
create function private.billing_details(data jsonb) returns jsonb
language sql immutable
set search_path = ''
as $$
  select jsonb_strip_nulls(jsonb_build_object(
    'billing_cycle', data -> 'billing_cycle',
    'next_billed_at', data -> 'next_billed_at',
    'scheduled_change', data -> 'scheduled_change',
    'management_urls', data -> 'management_urls',
    'currency_code', data -> 'currency_code',
    'items', data -> 'items'
  ))
$$;

-- The price ids of an event's items (a transaction's or a subscription's).
create function private.price_ids(data jsonb) returns text[]
language sql immutable
set search_path = ''
as $$
  select coalesce(array_agg(item -> 'price' ->> 'id') filter (where item -> 'price' ->> 'id' is not null), '{}')
  from jsonb_array_elements(case when jsonb_typeof(data -> 'items') = 'array' then data -> 'items' else '[]' end) item
$$;

-- Whether an account exists: an event may name a user deleted since checkout,
-- or a user of another deployment. Auth's table is not the service role's to
-- read, so this one question is asked as the function's owner.
create function private.account_exists(id uuid) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (select from auth.users u where u.id = account_exists.id)
$$;

-- Applies one verified webhook event; returns what happened to it:
-- 'applied', 'duplicate' (seen before), 'stale' (older than what the item
-- already reflects) or 'ignored' (an event that changes no billing item: of
-- a kind the product does not sell, for a price that is not one of
-- `prices`, or naming an account that does not exist). Every event is
-- recorded with its outcome, so an ignored one is answered once and Paddle
-- does not deliver it again.
--
-- `prices` names the deployment's price ids (the webhook's secrets):
-- {"starter": <lifetime price>, "monthly": <price>, "annually": <price>}.
-- Only a one-time purchase of the starter price is Starter, and only a
-- subscription to the monthly or annual price is Pro; a price that is not
-- named grants nothing.
create function public.apply_paddle_event(event jsonb, prices jsonb default '{}') returns text
language plpgsql
security invoker
set search_path = ''
as $$
declare
  id_of_event text := event ->> 'event_id';
  event_type text := event ->> 'event_type';
  occurred timestamptz := (event ->> 'occurred_at')::timestamptz;
  data jsonb := coalesce(event -> 'data', '{}');
  bought text[] := private.price_ids(coalesce(event -> 'data', '{}'));
  subscription_prices text[] := array_remove(array[prices ->> 'monthly', prices ->> 'annually'], null);
  item_id text;
  owner uuid;
  item_type text;
  item_status text;
  stored timestamptz;
  result text;
begin
  if id_of_event is null or event_type is null or occurred is null then
    raise exception 'not a payment provider event' using errcode = '22023';
  end if;
  insert into private.paddle_events (event_id, event_type, occurred_at, outcome)
  values (id_of_event, event_type, occurred, 'received')
  on conflict do nothing;
  if not found then
    return 'duplicate';
  end if;

  if event_type like 'subscription.%' and bought && subscription_prices then
    item_id := data ->> 'id';
    item_type := 'subscription';
    item_status := private.subscription_status(data ->> 'status');
  elsif event_type = 'transaction.completed' and data ->> 'subscription_id' is null
        and prices ->> 'starter' = any (bought) then
    -- A one-time purchase of the lifetime price: Starter.
    item_id := data ->> 'id';
    item_type := 'lifetime';
    item_status := 'active';
  elsif event_type in ('adjustment.created', 'adjustment.updated')
        and data ->> 'action' in ('refund', 'chargeback') and data ->> 'status' = 'approved' then
    -- A refunded one-time purchase ends the access it gave (only an item
    -- this table holds: the adjustment names its transaction, not a price).
    item_id := data ->> 'transaction_id';
    select b.user_id, b.type into owner, item_type from public.billing_items b where b.id = item_id;
    item_status := 'canceled';
  end if;

  if item_id is null or item_type is null then
    result := 'ignored';
  else
    owner := coalesce(owner, (select b.user_id from public.billing_items b where b.id = item_id));
    if owner is null then
      begin
        owner := nullif(data -> 'custom_data' ->> 'user_id', '')::uuid;
      exception when invalid_text_representation then
        owner := null;
      end;
    end if;
    select b.occurred_at into stored from public.billing_items b where b.id = item_id;
    if owner is null or not private.account_exists(owner) then
      result := 'ignored';
    elsif stored is not null and stored >= occurred then
      result := 'stale';
    elsif event_type like 'adjustment.%' then
      update public.billing_items set status = item_status, occurred_at = occurred, modified_at = now()
      where id = item_id;
      result := 'applied';
    else
      insert into public.billing_items as b (id, user_id, type, status, created_at, details, occurred_at)
      values (item_id, owner, item_type, item_status,
        coalesce((data ->> 'created_at')::timestamptz, occurred), private.billing_details(data), occurred)
      on conflict (id) do update
        set status = excluded.status, details = excluded.details, occurred_at = excluded.occurred_at,
            modified_at = now();
      result := 'applied';
    end if;
  end if;

  update private.paddle_events p set outcome = result where p.event_id = id_of_event;
  return result;
end
$$;

revoke execute on function public.apply_paddle_event(jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.apply_paddle_event(jsonb, jsonb) to service_role;
revoke execute on function private.subscription_status(text), private.billing_details(jsonb),
  private.price_ids(jsonb), private.account_exists(uuid)
  from public, anon, authenticated;
grant execute on function private.subscription_status(text), private.billing_details(jsonb),
  private.price_ids(jsonb), private.account_exists(uuid)
  to service_role;

-- The caller's billing items (03 §7 get_premium); signed-in users only.
create function public.get_premium() returns setof public.billing_items
language sql stable
security invoker
set search_path = ''
as $$
  select * from public.billing_items where user_id = (select auth.uid()) order by created_at
$$;

revoke execute on function public.get_premium() from public, anon, service_role;
grant execute on function public.get_premium() to authenticated;

-- The server health check (03 §4): 'ok' for anyone who can reach it.
create function public.health_check() returns text
language sql stable
security invoker
set search_path = ''
as $$
  select 'ok'::text
$$;

grant execute on function public.health_check() to anon, authenticated, service_role;
