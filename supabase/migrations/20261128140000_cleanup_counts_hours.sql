-- The clean-up measures its ages in hours, not days. `timestamptz - make_interval(days => 7)` steps back 7 calendar
-- days in the session's time zone: 167 or 169 hours across a change to or from summer time wherever the database or
-- its role has a zone other than UTC (`alter database … set timezone`). A pending address could then be deleted an
-- hour before the deadline its confirmation e-mail states (7 × 24 hours after it was entered: confirmDeadline in
-- lib/newsletter/mail/deliver.ts, and the link's expiry, in seconds), or kept an hour past the privacy policy's 7 days.
-- An interval of hours is exact in any zone. Otherwise as in 20261128010000_rate_limit_daily_salt.sql.

create or replace function public.newsletter_cleanup(p_pending_days integer default 7)
  returns table (expired_pending integer, expired_tokens integer)
  language plpgsql security definer set search_path = ''
as $$
declare
  v_pending integer;
  v_tokens integer;
begin
  delete from public.subscribers where status = 'pending' and created_at < now() - make_interval(hours => p_pending_days * 24);
  get diagnostics v_pending = row_count;
  delete from public.newsletter_tokens where expires_at < now() - interval '720 hours';
  get diagnostics v_tokens = row_count;
  delete from public.newsletter_rate_limits where window_start < now() - interval '24 hours';
  delete from public.newsletter_rate_limit_salts where day < (now() at time zone 'UTC')::date;
  return query select v_pending, v_tokens;
end;
$$;
