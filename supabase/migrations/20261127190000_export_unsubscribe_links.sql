-- Newsletters are sent from the exported list, and each must carry its reader's own unsubscribe link (the privacy
-- policy: "Every e-mail we send ... has an unsubscribe link"). The export now gives each confirmed subscriber's id, and
-- the server issues a fresh unsubscribe token for each in one call; the tokens are made by the caller and only their
-- hashes are stored, as for the confirmation e-mail.

drop function public.newsletter_export();

create function public.newsletter_export()
  returns table (id bigint, email text, confirmed_at timestamptz, source text)
  language sql stable security definer set search_path = ''
as $$
  select s.id, s.email, s.confirmed_at, s.source from public.subscribers s where s.status = 'confirmed' order by s.id
$$;

-- Issues one token per (subscriber, hash) pair, for subscribers still confirmed; returns the ids it issued for, so an
-- address that left between the export and this call gets no link (and no newsletter).
create function public.newsletter_issue_tokens(p_subscriber_ids bigint[], p_purpose text, p_token_hashes text[], p_valid_seconds integer)
  returns setof bigint
  language sql security definer set search_path = ''
as $$
  insert into public.newsletter_tokens (token_hash, subscriber_id, purpose, expires_at)
  select u.token_hash, u.subscriber_id, p_purpose, now() + make_interval(secs => p_valid_seconds)
    from unnest(p_subscriber_ids, p_token_hashes) as u(subscriber_id, token_hash)
    join public.subscribers s on s.id = u.subscriber_id and s.status = 'confirmed'
  returning subscriber_id
$$;

revoke execute on function public.newsletter_export(), public.newsletter_issue_tokens(bigint[], text, text[], integer) from public, anon, authenticated;
grant execute on function public.newsletter_export(), public.newsletter_issue_tokens(bigint[], text, text[], integer) to service_role;
