/** @jest-environment node */
import fc from 'fast-check';
import { duplicateMessage, NEWSLETTER_MESSAGES } from '@/lib/newsletter/messages';
import { checkNewsletterEmail } from '@/lib/newsletter/schema';
import { describeFailure } from '@/lib/newsletter/log-redaction';
import { createRateLimiter } from '@/lib/newsletter/rate-limiter';
import { subscribe } from '@/lib/newsletter/subscribe';
import { setUpPgliteTestDatabase } from '../support/pglite-test-database';

jest.setTimeout(120_000);

/*
 * Property-based checks of the address rule against the embedded database with the real
 * migrations: generated bad input is refused by the form's rule and by the table's check, and
 * none of it is stored; generated good input passes both; the two rules agree on anything.
 */

const pglite = setUpPgliteTestDatabase('newsletter-bad-input-');
const { store } = pglite;
const logger = { warn: jest.fn(), error: jest.fn() };

let clients = 0;
// Each submission as its own client: the shared per-client count (five a minute) is not what these properties test.
const submit = (email: string) =>
  subscribe(
    { email, honeypot: '', source: 'footer', clientKey: `property-test-${(clients += 1)}` },
    { store, policyVersion: '2025-01-15', rateLimiter: createRateLimiter({ limit: 1_000_000, windowMs: 60_000 }), warnings: createRateLimiter({ limit: 1, windowMs: 60_000 }), logger },
  );

async function storedCount(): Promise<number> {
  const result = await pglite.db.query<{ n: number }>('select count(*)::int as n from public.subscribers');
  return result.rows[0]?.n ?? -1;
}

const ROLLBACK = Symbol('rollback');

/** Whether the table's constraints let the anon role sign `email` up; nothing is kept either way. */
async function databaseAccepts(email: string): Promise<boolean> {
  try {
    await pglite.db.transaction(async (tx) => {
      await tx.exec('set local role anon');
      await tx.query("select public.newsletter_subscribe($1, 'footer', '2025-01-15')", [email]);
      throw ROLLBACK;
    });
  } catch (error) {
    if (error === ROLLBACK) return true;
    if ((error as { code?: string }).code === '23514') return false;
    throw error;
  }
  throw new Error('unreachable');
}

// Generators of deliverable addresses (ASCII dot-atom @ LDH labels).
const atom = fc.stringMatching(/^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,8}$/);
const localPart = fc
  .array(atom, { minLength: 1, maxLength: 3 })
  .map((atoms) => atoms.join('.'))
  .filter((local) => !/^[=+-]/.test(local));
const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,6}[a-z0-9])?$/);
const topLabel = fc.stringMatching(/^[a-z][a-z0-9]{1,5}$/);
const domain = fc.tuple(fc.array(label, { minLength: 1, maxLength: 3 }), topLabel).map(([labels, top]) => [...labels, top].join('.'));
const address = fc.tuple(localPart, domain).map(([local, host]) => `${local}@${host}`);

const insertAt = (text: string, at: number, piece: string) => `${text.slice(0, at)}${piece}${text.slice(at)}`;

// Generators of addresses no mail system delivers to without quoting, each broken in one way.
const badAddress = fc.oneof(
  // Spreadsheet formula triggers at the start of the local part.
  fc.tuple(fc.constantFrom('=', '+', '-', '@'), address).map(([lead, email]) => `${lead}${email}`),
  // A character outside atext inside the local part (never at the ends, where trimming could remove it).
  fc
    .tuple(address, fc.constantFrom(' ', '<', '>', '(', ')', '"', ',', ';', ':', '\\', '[', ']', '\u00a0', '\u200b', '\u0007', 'é', '用', '😀'), fc.nat())
    .map(([email, bad, n]) => insertAt(email, 1 + (n % email.indexOf('@')), bad)),
  // A character outside LDH inside the domain.
  fc
    .tuple(address, fc.constantFrom('_', '!', '/', ' ', '*', '+', '=', '$', ',', '@', '<', '"'), fc.nat())
    .map(([email, bad, n]) => {
      const at = email.indexOf('@') + 1;
      return insertAt(email, at + (n % (email.length - at)), bad);
    }),
  // Dots in the wrong places.
  fc.tuple(localPart, domain).chain(([local, host]) =>
    fc.constantFrom(`.${local}@${host}`, `${local}.@${host}`, `${local}..x@${host}`, `${local}@.${host}`, `${local}@${host}.`, `${local}@x..${host}`),
  ),
  // Hyphens at the edge of a label, an all-numeric top label, a single-label domain.
  fc.tuple(localPart, label, topLabel).chain(([local, name, top]) =>
    fc.constantFrom(`${local}@-${name}.${top}`, `${local}@${name}-.${top}`, `${local}@${name}.${top}.42`, `${local}@${name}`),
  ),
  // Over-long parts: a local part over 64, a label over 63, an address over 254.
  fc.tuple(fc.integer({ min: 65, max: 120 }), domain).map(([length, host]) => `${'l'.repeat(length)}@${host}`),
  fc.tuple(localPart, fc.integer({ min: 64, max: 90 })).map(([local, length]) => `${local}@${'d'.repeat(length)}.com`),
  fc.tuple(localPart, fc.integer({ min: 255, max: 400 })).map(([local, length]) => {
    const labels = Array.from({ length: Math.ceil(length / 50) }, () => 'd'.repeat(49));
    return `${local}@${labels.join('.')}.com`;
  }),
);

test('at least 250 generated bad addresses: each is refused with the spec’s message, by the table too, and none is stored', async () => {
  const seen: string[] = [];
  await fc.assert(
    fc.asyncProperty(badAddress, async (email) => {
      seen.push(email);
      await expect(submit(email)).resolves.toMatchObject({ status: 'error', message: NEWSLETTER_MESSAGES.invalidEmail });
      expect(await databaseAccepts(email)).toBe(false);
    }),
    { numRuns: 250 },
  );
  expect(seen.length).toBeGreaterThanOrEqual(250);
  expect(await storedCount()).toBe(0);
});

test('generated deliverable addresses pass the form’s rule and the table’s, and are stored', async () => {
  let stored = 0;
  await fc.assert(
    fc.asyncProperty(address, async (email) => {
      // A counter keeps generated addresses distinct (the local part stays well under 64 characters).
      await expect(submit(`u${stored}.${email}`)).resolves.toMatchObject({ status: 'success' });
      stored += 1;
    }),
    { numRuns: 100 },
  );
  expect(await storedCount()).toBe(stored);
});

test('the form’s rule and the table’s agree on arbitrary ASCII input', async () => {
  const unit = fc.constantFrom(...'aZ09.-_@+=!#<>"\'()[]\\ x.'.split(''));
  const candidate = fc.oneof(
    fc.string({ unit, minLength: 1, maxLength: 24 }),
    fc.tuple(fc.string({ unit, minLength: 1, maxLength: 8 }), domain).map(([local, host]) => `${local}@${host}`),
    fc.tuple(localPart, fc.string({ unit, minLength: 1, maxLength: 12 })).map(([local, host]) => `${local}@${host}`),
  );
  await fc.assert(
    fc.asyncProperty(
      candidate.filter((value) => value.trim() === value),
      async (value) => {
        const checked = checkNewsletterEmail(value);
        const formAccepts = checked.ok && checked.email === value;
        expect(await databaseAccepts(value)).toBe(formAccepts);
      },
    ),
    { numRuns: 300 },
  );
});

test('composed and decomposed spellings of generated international domains are stored once', async () => {
  const accented = fc.constantFrom('é', 'ü', 'ñ', 'å', 'ç', 'ö', 'ô');
  let runs = 0;
  await fc.assert(
    fc.asyncProperty(localPart, label, accented, topLabel, async (local, name, letter, top) => {
      runs += 1;
      const composed = `r${runs}.${local}@${name}${letter}.${top}`.normalize('NFC');
      const decomposed = composed.normalize('NFD');
      expect(decomposed).not.toBe(composed);
      await expect(submit(composed)).resolves.toMatchObject({ status: 'success' });
      await expect(submit(decomposed)).resolves.toMatchObject({ status: 'error', message: duplicateMessage });
    }),
    { numRuns: 50 },
  );
  expect(await storedCount()).toBe(runs);
  const nonAscii = await pglite.db.query<{ n: number }>("select count(*)::int as n from public.subscribers where email !~ '^[ -~]+$'");
  expect(nonAscii.rows[0]?.n).toBe(0);
});

test('a refusal by the table is logged with its SQLSTATE and constraint, never the row', async () => {
  // Past the form's rule, as a client of the store could be.
  const result = await store.signUp({ email: '=cmd@example.com', source: 'footer', policyVersion: '2025-01-15' });
  expect(result).toMatchObject({ status: 'failed' });
  const cause = result.status === 'failed' ? result.cause : undefined;
  expect(JSON.stringify(cause) + String((cause as { detail?: string }).detail)).toContain('=cmd@example.com');
  expect(describeFailure(cause, '=cmd@example.com')).toEqual({ code: '23514', constraint: 'subscribers_email_deliverable' });
});
