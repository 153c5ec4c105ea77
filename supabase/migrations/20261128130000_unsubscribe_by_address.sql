-- Unsubscribing an address by name, for the firm: a reader who writes to the List-Unsubscribe header's mailto:
-- address, or asks by any other means, as the privacy policy allows ("by writing to info@platterivercg.com"), is
-- removed as the unsubscribe link removes them: the address and its queued mail are deleted at once, its links stop
-- working ("already unsubscribed") and only the note of the unsubscription is kept. `npm run subscribers --
-- unsubscribe <address>` calls it with the service role; the anon key cannot, or anyone could remove anyone.
-- Answers 'unsubscribed', 'already-unsubscribed' (not on the list, a note on record) or 'not-found'.

create function public.newsletter_unsubscribe_address(p_email text) returns text
  language plpgsql security definer set search_path = ''
as $$
declare
  v_email text;
begin
  -- One subscriber per address in any letter case (the unique index on lower(email)).
  delete from public.subscribers where lower(email) = lower(p_email) returning email into v_email;
  if v_email is null then
    if exists (select from public.newsletter_unsubscribes where email_hash = public.newsletter_sha256(lower(p_email))) then
      return 'already-unsubscribed';
    end if;
    return 'not-found';
  end if;
  insert into public.newsletter_unsubscribes (email_hash) values (public.newsletter_sha256(lower(v_email)))
    on conflict (email_hash) do update set unsubscribed_at = now();
  return 'unsubscribed';
end;
$$;

revoke execute on function public.newsletter_unsubscribe_address(text) from public, anon, authenticated;
grant execute on function public.newsletter_unsubscribe_address(text) to service_role;
