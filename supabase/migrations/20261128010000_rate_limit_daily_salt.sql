-- The rate limit's counts were stored under the SHA-256 the server sends. For a client that is a hash of its network
-- address, one of 2^32 for IPv4: whoever read the table could recover the address by trying them all, while the
-- privacy policy promises the counts are kept "only as one-way hashes". Each key is now hashed again with a random
-- salt for the UTC day its window falls in. Every window divides a day, so no window needs two salts. A new day's salt
-- replaces the earlier ones, and the clean-up deletes them too, so a past day's counts (deleted within two days) can no
-- longer be linked to any address. The salt never leaves the database: no role but the owner can read its table.

create table public.newsletter_rate_limit_salts (
  day date primary key,
  salt text not null
);

alter table public.newsletter_rate_limit_salts enable row level security;
revoke all on table public.newsletter_rate_limit_salts from anon, authenticated;

-- Counts kept under the old, unsalted keys would be orphans: they last minutes, so they go now.
delete from public.newsletter_rate_limits;

create or replace function public.newsletter_rate_limit(p_keys text[], p_limits integer[], p_window_seconds integer[]) returns boolean
  language plpgsql security definer set search_path = ''
as $$
declare
  v_allowed boolean := true;
  v_hits integer;
  v_day date := (now() at time zone 'UTC')::date;
  v_salt text;
begin
  if cardinality(p_keys) > 8 or cardinality(p_keys) <> cardinality(p_limits) or cardinality(p_keys) <> cardinality(p_window_seconds) then
    raise exception 'newsletter_rate_limit: one limit and one window per key, at most 8 keys';
  end if;
  for i in 1..cardinality(p_keys) loop
    if p_window_seconds[i] is null or p_window_seconds[i] < 1 or 86400 % p_window_seconds[i] <> 0 then
      raise exception 'newsletter_rate_limit: a window must divide a day (86400 seconds), not %', p_window_seconds[i];
    end if;
  end loop;

  select s.salt into v_salt from public.newsletter_rate_limit_salts s where s.day = v_day;
  if v_salt is null then
    delete from public.newsletter_rate_limit_salts where day < v_day;
    -- Two version-4 UUIDs: 244 bits from the server's strong random source.
    insert into public.newsletter_rate_limit_salts (day, salt) values (v_day, gen_random_uuid()::text || gen_random_uuid()::text)
      on conflict (day) do nothing;
    -- Another call may have made the day's salt first; its is the one used.
    select s.salt into v_salt from public.newsletter_rate_limit_salts s where s.day = v_day;
  end if;

  for i in 1..cardinality(p_keys) loop
    insert into public.newsletter_rate_limits as r (key, window_start, hits)
      values (
        encode(sha256(convert_to(v_salt || left(p_keys[i], 100), 'UTF8')), 'hex'),
        to_timestamp(floor(extract(epoch from now()) / p_window_seconds[i]) * p_window_seconds[i]),
        1
      )
      on conflict (key, window_start) do update set hits = r.hits + 1
      returning hits into v_hits;
    if v_hits > p_limits[i] then v_allowed := false; end if;
  end loop;
  return v_allowed;
end;
$$;

-- The daily clean-up also deletes the salts of past days, for a day without sign-ups to replace them.
create or replace function public.newsletter_cleanup(p_pending_days integer default 7)
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
  delete from public.newsletter_rate_limit_salts where day < (now() at time zone 'UTC')::date;
  return query select v_pending, v_tokens;
end;
$$;
