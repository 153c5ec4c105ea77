-- The mail queue hands out when each address was (last) entered, so a confirmation e-mail sent late (after failed
-- attempts) states the address's own deadline, 7 days after that request, and its link ends then: the clean-up deletes
-- the address at that time, whatever a link issued later says. Before, a message sent two days late promised 7 days
-- from its sending and its link stopped working after five.

drop function public.newsletter_claim_mail(integer);

create function public.newsletter_claim_mail(p_limit integer)
  returns table (outbox_id bigint, subscriber_id bigint, email text, kind text, attempts integer, requested_at timestamptz)
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
  returning o.id, o.subscriber_id, s.email, o.kind, o.attempts, s.created_at
$$;

revoke execute on function public.newsletter_claim_mail(integer) from public, anon, authenticated;
grant execute on function public.newsletter_claim_mail(integer) to service_role;
