-- Double opt-in, unsubscription, the mail queue and a rate limit every instance shares (issue #21).
-- Runs unchanged on Supabase (`supabase db push`) and on the embedded PGlite database.
--
-- The anon key reaches the list only through the security definer functions below, each of which
-- acts on one address or on the one row whose token hash matches; it can never read, list, update
-- or delete rows. Reading the list (the mail queue, the export) needs the service role, which only
-- server-side jobs hold. docs/newsletter.md explains the design.

-- Consent on record: when (created_at), where (source), under which privacy policy (policy_version).
alter table public.subscribers
  add column status text not null default 'pending',
  add column source text,
  add column policy_version text,
  add column confirmed_at timestamptz,
  add column confirmation_requested_at timestamptz,
  add constraint subscribers_status check (status in ('pending', 'confirmed')),
  add constraint subscribers_source check (source in ('footer', 'insights')),
  add constraint subscribers_policy_version check (char_length(policy_version) <= 40);

-- Addresses stored before double opt-in were taken as subscribers: they stay on the list, with no
-- source and no confirmation time (docs/newsletter.md says how to find them).
update public.subscribers set status = 'confirmed';

comment on table public.subscribers is
  'Newsletter addresses: pending until confirmed by e-mail, then subscribers. Reached by the anon key only through the newsletter_* functions.';

create index subscribers_pending_created_at on public.subscribers (created_at) where status = 'pending';

-- The one direct path the anon key had: every sign-up now records its consent through newsletter_subscribe().
drop policy subscribers_anon_insert_only on public.subscribers;
revoke all on table public.subscribers from anon, authenticated;

-- Links in e-mails. Only the SHA-256 of a token is stored; the token itself exists only in the e-mail.
create table public.newsletter_tokens (
  token_hash text primary key,
  -- Kept (unlinked) after an unsubscription, so a reused link says "already used" rather than "unknown".
  subscriber_id bigint references public.subscribers (id) on delete set null,
  purpose text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  constraint newsletter_tokens_hash check (token_hash ~ '^[0-9a-f]{64}$'),
  constraint newsletter_tokens_purpose check (purpose in ('confirm', 'unsubscribe'))
);
create index newsletter_tokens_subscriber on public.newsletter_tokens (subscriber_id);
create index newsletter_tokens_expires_at on public.newsletter_tokens (expires_at);

-- Messages waiting to be sent: which subscriber and what kind, never an address or a token.
create table public.newsletter_outbox (
  id bigint generated always as identity primary key,
  subscriber_id bigint not null references public.subscribers (id) on delete cascade,
  kind text not null,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  constraint newsletter_outbox_kind check (kind in ('confirm'))
);
create unique index newsletter_outbox_one_per_kind on public.newsletter_outbox (subscriber_id, kind);
create index newsletter_outbox_due on public.newsletter_outbox (next_attempt_at);

-- The note the privacy policy allows after an unsubscription: a hash of the address and when.
create table public.newsletter_unsubscribes (
  email_hash text primary key,
  unsubscribed_at timestamptz not null default now()
);

-- Fixed-window counters for the rate limit, shared by every server instance.
create table public.newsletter_rate_limits (
  key text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (key, window_start)
);

alter table public.newsletter_tokens enable row level security;
alter table public.newsletter_outbox enable row level security;
alter table public.newsletter_unsubscribes enable row level security;
alter table public.newsletter_rate_limits enable row level security;
revoke all on table public.newsletter_tokens, public.newsletter_outbox, public.newsletter_unsubscribes, public.newsletter_rate_limits
  from anon, authenticated;

create function public.newsletter_sha256(p_text text) returns text
  language sql immutable strict set search_path = ''
  as $$ select encode(pg_catalog.sha256(pg_catalog.convert_to(p_text, 'UTF8')), 'hex') $$;

-- A new address becomes pending with its consent record and a queued confirmation e-mail. Answers
-- 'created', 'confirmed' (already a subscriber), 'resent' (pending: the e-mail is queued again) or
-- 'pending' (pending, and a confirmation was requested less than an hour ago).
create function public.newsletter_subscribe(p_email text, p_source text, p_policy_version text) returns text
  language plpgsql security definer set search_path = ''
as $$
declare
  v_id bigint;
  v_status text;
  v_requested timestamptz;
begin
  -- Twice at most: a pending row deleted by the cleanup between the two statements is inserted again.
  for attempt in 1..2 loop
    insert into public.subscribers (email, source, policy_version, confirmation_requested_at)
      values (p_email, p_source, p_policy_version, now())
      on conflict ((lower(email))) do nothing
      returning id into v_id;
    if v_id is not null then
      insert into public.newsletter_outbox (subscriber_id, kind) values (v_id, 'confirm');
      return 'created';
    end if;
    select id, status, confirmation_requested_at into v_id, v_status, v_requested
      from public.subscribers where lower(email) = lower(p_email) for update;
    if found then
      if v_status = 'confirmed' then
        return 'confirmed';
      end if;
      if v_requested > now() - interval '1 hour' then
        return 'pending';
      end if;
      update public.subscribers set confirmation_requested_at = now() where id = v_id;
      insert into public.newsletter_outbox (subscriber_id, kind) values (v_id, 'confirm')
        on conflict (subscriber_id, kind) do update set next_attempt_at = now();
      return 'resent';
    end if;
  end loop;
  raise exception 'newsletter_subscribe: % could not be stored', p_source;
end;
$$;

-- What a link's token is worth, without using it: 'valid', 'used', 'expired' or 'invalid'.
create function public.newsletter_token_status(p_token text, p_purpose text) returns text
  language sql stable security definer set search_path = ''
as $$
  select coalesce(
    (select case
              when t.used_at is not null or t.subscriber_id is null then 'used'
              when t.expires_at <= now() then 'expired'
              else 'valid'
            end
       from public.newsletter_tokens t
      where t.token_hash = public.newsletter_sha256(p_token) and t.purpose = p_purpose),
    'invalid')
$$;

-- Confirms the address whose confirmation token this is: 'confirmed', 'used', 'expired' or 'invalid'.
create function public.newsletter_confirm(p_token text) returns text
  language plpgsql security definer set search_path = ''
as $$
declare
  v_token public.newsletter_tokens;
  v_email text;
begin
  select * into v_token from public.newsletter_tokens
    where token_hash = public.newsletter_sha256(p_token) and purpose = 'confirm' for update;
  if not found then return 'invalid'; end if;
  if v_token.used_at is not null or v_token.subscriber_id is null then return 'used'; end if;
  if v_token.expires_at <= now() then return 'expired'; end if;
  update public.newsletter_tokens set used_at = now() where token_hash = v_token.token_hash;
  update public.subscribers set status = 'confirmed', confirmed_at = coalesce(confirmed_at, now())
    where id = v_token.subscriber_id returning email into v_email;
  delete from public.newsletter_outbox where subscriber_id = v_token.subscriber_id and kind = 'confirm';
  delete from public.newsletter_unsubscribes where email_hash = public.newsletter_sha256(lower(v_email));
  return 'confirmed';
end;
$$;

-- Removes the address whose unsubscribe token this is, keeping only a hash of it and the time:
-- 'unsubscribed', 'used', 'expired' or 'invalid'.
create function public.newsletter_unsubscribe(p_token text) returns text
  language plpgsql security definer set search_path = ''
as $$
declare
  v_token public.newsletter_tokens;
  v_email text;
begin
  select * into v_token from public.newsletter_tokens
    where token_hash = public.newsletter_sha256(p_token) and purpose = 'unsubscribe' for update;
  if not found then return 'invalid'; end if;
  if v_token.used_at is not null or v_token.subscriber_id is null then return 'used'; end if;
  if v_token.expires_at <= now() then return 'expired'; end if;
  update public.newsletter_tokens set used_at = now() where token_hash = v_token.token_hash;
  delete from public.subscribers where id = v_token.subscriber_id returning email into v_email;
  insert into public.newsletter_unsubscribes (email_hash) values (public.newsletter_sha256(lower(v_email)))
    on conflict (email_hash) do update set unsubscribed_at = now();
  return 'unsubscribed';
end;
$$;

-- Counts one hit on each key in its fixed window; true when every key is within its limit.
create function public.newsletter_rate_limit(p_keys text[], p_limits integer[], p_window_seconds integer[]) returns boolean
  language plpgsql security definer set search_path = ''
as $$
declare
  v_allowed boolean := true;
  v_hits integer;
begin
  if cardinality(p_keys) > 8 or cardinality(p_keys) <> cardinality(p_limits) or cardinality(p_keys) <> cardinality(p_window_seconds) then
    raise exception 'newsletter_rate_limit: one limit and one window per key, at most 8 keys';
  end if;
  for i in 1..cardinality(p_keys) loop
    insert into public.newsletter_rate_limits as r (key, window_start, hits)
      values (left(p_keys[i], 100), to_timestamp(floor(extract(epoch from now()) / p_window_seconds[i]) * p_window_seconds[i]), 1)
      on conflict (key, window_start) do update set hits = r.hits + 1
      returning hits into v_hits;
    if v_hits > p_limits[i] then v_allowed := false; end if;
  end loop;
  return v_allowed;
end;
$$;

-- Server side only (the service role): the mail queue, the export and the clean-up read addresses.

-- Takes up to p_limit due messages for five minutes (another instance skips them meanwhile).
create function public.newsletter_claim_mail(p_limit integer)
  returns table (outbox_id bigint, subscriber_id bigint, email text, kind text, attempts integer)
  language sql security definer set search_path = ''
as $$
  with due as (
    select o.id from public.newsletter_outbox o
     where o.next_attempt_at <= now()
     order by o.next_attempt_at
     limit p_limit
     for update skip locked
  )
  update public.newsletter_outbox o
     set attempts = o.attempts + 1, next_attempt_at = now() + interval '5 minutes'
    from due, public.subscribers s
   where o.id = due.id and s.id = o.subscriber_id
  returning o.id, o.subscriber_id, s.email, o.kind, o.attempts
$$;

create function public.newsletter_issue_token(p_subscriber_id bigint, p_purpose text, p_token_hash text, p_valid_seconds integer) returns void
  language sql security definer set search_path = ''
as $$
  insert into public.newsletter_tokens (token_hash, subscriber_id, purpose, expires_at)
  values (p_token_hash, p_subscriber_id, p_purpose, now() + make_interval(secs => p_valid_seconds))
$$;

create function public.newsletter_mail_sent(p_outbox_id bigint) returns void
  language sql security definer set search_path = ''
as $$ delete from public.newsletter_outbox where id = p_outbox_id $$;

create function public.newsletter_mail_failed(p_outbox_id bigint, p_retry_seconds integer) returns void
  language sql security definer set search_path = ''
as $$
  update public.newsletter_outbox set next_attempt_at = now() + make_interval(secs => p_retry_seconds) where id = p_outbox_id
$$;

-- Deletes pending addresses older than p_pending_days, tokens a month past expiry and old counters.
create function public.newsletter_cleanup(p_pending_days integer default 7)
  returns table (expired_pending integer, expired_tokens integer)
  language plpgsql security definer set search_path = ''
as $$
declare
  v_pending integer;
  v_tokens integer;
begin
  delete from public.subscribers where status = 'pending' and created_at < now() - make_interval(days => p_pending_days);
  get diagnostics v_pending = row_count;
  delete from public.newsletter_tokens where expires_at < now() - interval '30 days';
  get diagnostics v_tokens = row_count;
  delete from public.newsletter_rate_limits where window_start < now() - interval '1 day';
  return query select v_pending, v_tokens;
end;
$$;

create function public.newsletter_export()
  returns table (email text, confirmed_at timestamptz, source text)
  language sql stable security definer set search_path = ''
as $$
  select s.email, s.confirmed_at, s.source from public.subscribers s where s.status = 'confirmed' order by s.id
$$;

create function public.newsletter_stats()
  returns table (state text, count bigint)
  language sql stable security definer set search_path = ''
as $$
  select 'confirmed', count(*) from public.subscribers where status = 'confirmed'
  union all select 'pending', count(*) from public.subscribers where status = 'pending'
  union all select 'unsubscribed', count(*) from public.newsletter_unsubscribes
  union all select 'queued e-mails', count(*) from public.newsletter_outbox
$$;

-- Functions are executable by PUBLIC by default: take that back, then grant each to its role.
revoke execute on function
  public.newsletter_sha256(text),
  public.newsletter_subscribe(text, text, text),
  public.newsletter_token_status(text, text),
  public.newsletter_confirm(text),
  public.newsletter_unsubscribe(text),
  public.newsletter_rate_limit(text[], integer[], integer[]),
  public.newsletter_claim_mail(integer),
  public.newsletter_issue_token(bigint, text, text, integer),
  public.newsletter_mail_sent(bigint),
  public.newsletter_mail_failed(bigint, integer),
  public.newsletter_cleanup(integer),
  public.newsletter_export(),
  public.newsletter_stats()
  from public, anon, authenticated;

grant execute on function
  public.newsletter_subscribe(text, text, text),
  public.newsletter_token_status(text, text),
  public.newsletter_confirm(text),
  public.newsletter_unsubscribe(text),
  public.newsletter_rate_limit(text[], integer[], integer[])
  to anon, service_role;

grant execute on function
  public.newsletter_claim_mail(integer),
  public.newsletter_issue_token(bigint, text, text, integer),
  public.newsletter_mail_sent(bigint),
  public.newsletter_mail_failed(bigint, integer),
  public.newsletter_cleanup(integer),
  public.newsletter_export(),
  public.newsletter_stats()
  to service_role;
