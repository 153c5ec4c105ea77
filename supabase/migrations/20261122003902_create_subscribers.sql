-- Newsletter subscribers: the only data the site stores.
-- Runs unchanged on Supabase (via `supabase db push`) and on the embedded PGlite database.

create table public.subscribers (
  id bigint generated always as identity primary key,
  email text not null,
  created_at timestamptz not null default now(),
  -- RFC 5321 caps a forward path at 254 characters.
  constraint subscribers_email_length check (char_length(email) <= 254),
  -- Same shape as the site's form check: local part, '@', a domain with a dot, no whitespace.
  constraint subscribers_email_shape check (email ~ '^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$')
);

comment on table public.subscribers is 'Newsletter sign-ups. Insert-only for the anon role; never readable with the public key.';

-- One subscriber per address, whatever the letter case.
create unique index subscribers_email_lower_key on public.subscribers (lower(email));

alter table public.subscribers enable row level security;

-- Supabase grants every new table in public to anon and authenticated; take that back,
-- then let anon insert an email (id and created_at stay server-assigned) and nothing else.
revoke all on table public.subscribers from anon, authenticated;
grant insert (email) on table public.subscribers to anon;

create policy subscribers_anon_insert_only
  on public.subscribers
  for insert
  to anon
  with check (true);
