-- Newsletter addresses: only what RFC 5321 delivers without quoting (issue #9).
-- A dot-atom local part of at most 64 characters that does not start with '=', '+' or '-'
-- (a spreadsheet would read those as a formula), '@', and two or more LDH labels, the last
-- starting with a letter. ASCII only: the site stores international domains as punycode.
-- The pattern is EMAIL_PATTERN in lib/newsletter/schema.ts, character for character
-- (__tests__/newsletter/schema.test.ts compares them). Runs unchanged on PGlite and PostgreSQL 15.

alter table public.subscribers drop constraint subscribers_email_shape;

alter table public.subscribers
  add constraint subscribers_email_deliverable
  check (email ~ '^(?=[^@]{1,64}@)[A-Za-z0-9!#$%&''*/?^_`{|}~][A-Za-z0-9!#$%&''*+/=?^_`{|}~-]*(\.[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$')
  not valid;

-- New rows are checked from now on. Rows stored under the old, looser rule are checked too when
-- they all pass; otherwise the constraint stays NOT VALID and docs/newsletter.md says how to
-- list the offending rows and validate it once they are dealt with.
do $$
begin
  alter table public.subscribers validate constraint subscribers_email_deliverable;
exception when check_violation then
  raise notice 'subscribers_email_deliverable left NOT VALID: some existing rows do not pass it (see docs/newsletter.md).';
end
$$;
