-- A confirmation link and the pending address it belongs to end together, and a link whose address is gone says so.
--
-- 1. Entering a pending address again (the confirmation e-mail is sent again) starts its 7 days again, with the form
--    and privacy policy of that request: the new e-mail's link works for its 7 days, where before the address could be
--    deleted a day after a resend on day 6. The privacy policy: "deleted once 7 days have passed since it was entered".
-- 2. A confirmation link whose pending address was deleted (not confirmed in time) is 'expired', not 'used': the
--    "already used" page said it had confirmed the subscription.

create or replace function public.newsletter_subscribe(p_email text, p_source text, p_policy_version text) returns text
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
      update public.subscribers
        set confirmation_requested_at = now(), created_at = now(), source = p_source, policy_version = p_policy_version
        where id = v_id;
      insert into public.newsletter_outbox (subscriber_id, kind) values (v_id, 'confirm')
        on conflict (subscriber_id, kind) do update set next_attempt_at = now();
      return 'resent';
    end if;
  end loop;
  raise exception 'newsletter_subscribe: % could not be stored', p_source;
end;
$$;

create or replace function public.newsletter_token_status(p_token text, p_purpose text) returns text
  language sql stable security definer set search_path = ''
as $$
  select coalesce(
    (select case
              when t.used_at is not null then 'used'
              -- The address is gone: a pending one deleted unconfirmed, or one unsubscribed.
              when t.subscriber_id is null then case when t.purpose = 'confirm' then 'expired' else 'used' end
              when t.expires_at <= now() then 'expired'
              else 'valid'
            end
       from public.newsletter_tokens t
      where t.token_hash = public.newsletter_sha256(p_token) and t.purpose = p_purpose),
    'invalid')
$$;

create or replace function public.newsletter_confirm(p_token text) returns text
  language plpgsql security definer set search_path = ''
as $$
declare
  v_token public.newsletter_tokens;
  v_email text;
begin
  select * into v_token from public.newsletter_tokens
    where token_hash = public.newsletter_sha256(p_token) and purpose = 'confirm' for update;
  if not found then return 'invalid'; end if;
  if v_token.used_at is not null then return 'used'; end if;
  if v_token.subscriber_id is null or v_token.expires_at <= now() then return 'expired'; end if;
  update public.newsletter_tokens set used_at = now() where token_hash = v_token.token_hash;
  update public.subscribers set status = 'confirmed', confirmed_at = coalesce(confirmed_at, now())
    where id = v_token.subscriber_id returning email into v_email;
  delete from public.newsletter_outbox where subscriber_id = v_token.subscriber_id and kind = 'confirm';
  delete from public.newsletter_unsubscribes where email_hash = public.newsletter_sha256(lower(v_email));
  return 'confirmed';
end;
$$;
