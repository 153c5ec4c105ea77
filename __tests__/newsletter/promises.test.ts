/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NEWSLETTER_OUTCOME_PAGES, UNSUBSCRIBE_PAGE } from '@/content/newsletter-links';
import { siteConfig } from '@/content/site-config';
import { getLegalDocument } from '@/lib/content/legal';
import { composeConfirmation } from '@/lib/newsletter/mail/compose';
import { duplicateMessage, NEWSLETTER_CADENCE } from '@/lib/newsletter/messages';
import { keepForResubmit, takeResubmit } from '@/lib/newsletter/resubmit-after-deploy';
import { PENDING_DAYS, TOKEN_VALID_SECONDS } from '@/lib/newsletter/tokens';

/*
 * What the privacy policy, the terms, the form and the link pages promise about the newsletter's e-mails, against what
 * the code does: each number as the reader reads it, beside the constant or the SQL that makes it true.
 */

const read = (...parts: string[]) => readFileSync(path.join(process.cwd(), ...parts), 'utf8').replace(/\s+/g, ' ');
/** A legal page's text as its page has it: the site config's facts ({{email}}) filled in. */
const legal = (slug: string) => getLegalDocument(slug)!.body.replace(/\s+/g, ' ');
const privacy = legal('privacy-policy');
const terms = legal('terms-of-service');
/** The migration that last defines newsletter_subscribe: the one the database runs. */
const latestSubscribe = readdirSync(path.join(process.cwd(), 'supabase/migrations'))
  .sort()
  .map((file) => read('supabase/migrations', file))
  .filter((sql) => /create (or replace )?function public\.newsletter_subscribe\(/.test(sql))
  .at(-1)!;
const DAY = 86_400;

const mail = composeConfirmation({
  to: 'jane@example.com',
  confirmUrl: `https://www.platterivercg.com/newsletter/confirm?token=${'c'.repeat(43)}`,
  unsubscribeUrl: `https://www.platterivercg.com/newsletter/unsubscribe?token=${'u'.repeat(43)}`,
  oneClickUrl: `https://www.platterivercg.com/newsletter/unsubscribe/one-click?token=${'u'.repeat(43)}`,
  confirmBy: new Date('2026-12-05T05:13:00Z'),
});

test(`an unconfirmed address is deleted after ${PENDING_DAYS} days: the policy, the terms, the e-mail and the expired link's page`, () => {
  expect(PENDING_DAYS).toBe(7);
  expect(privacy).toContain('An address that is not confirmed within 7 days is deleted with its record.');
  expect(privacy).toContain('deleted once 7 days have passed since its confirmation e-mail was last requested');
  expect(terms).toContain('an address that is not confirmed within 7 days is deleted');
  for (const part of [mail.text, mail.html]) expect(part).toContain('the address is deleted once 7 days have passed since it was entered');
  expect(NEWSLETTER_OUTCOME_PAGES['confirm-link-expired'].paragraphs[0]).toContain('A confirmation link works for 7 days at most');
  expect(TOKEN_VALID_SECONDS.confirm).toBe(7 * DAY);
});

test('the confirmation e-mail goes again at most once an hour: the policy, the form and the SQL that decides', () => {
  expect(privacy).toContain('we send the confirmation e-mail again, at most once an hour');
  expect(duplicateMessage).toContain('we send it again at most once an hour');
  expect(latestSubscribe).toContain("if v_requested > now() - interval '1 hour' then");
});

test('every e-mail has an unsubscribe link to a page with one Unsubscribe button, and one-click headers for mail programs', () => {
  expect(privacy).toContain(
    'Every e-mail we send, the confirmation e-mail included, has an unsubscribe link that opens a page with a single Unsubscribe button, and e-mail programs that offer one-click unsubscription remove you directly.',
  );
  expect(terms).toContain("by using the unsubscribe link in any e-mail we send, by your e-mail program's unsubscribe button where it offers one");
  expect(UNSUBSCRIBE_PAGE.button).toBe('Unsubscribe');
  expect(mail.text).toContain(`To unsubscribe this address now:\n${'https://www.platterivercg.com/newsletter/unsubscribe?token='}`);
  expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  // The page a new subscriber lands on says the same of the newsletters to come, not more: the body's link takes a
  // press of the page's button too; only the mail program's own button is one click.
  const confirmed = NEWSLETTER_OUTCOME_PAGES.confirmed.paragraphs.join(' ');
  expect(confirmed).toContain('Every newsletter has an unsubscribe link that opens a page with a single Unsubscribe button');
  expect(confirmed).toContain('e-mail programs that offer one-click unsubscription remove you directly');
});

test('anyone may ask by e-mail to be removed: the headers offer that mailbox, and a command removes an address by name', () => {
  expect(privacy).toContain(`You can also ask us to remove your address at any time by writing to ${siteConfig.email}.`);
  expect(mail.list.unsubscribe[0]).toContain(`mailto:${siteConfig.email}?subject=unsubscribe`);
  const migrations = readdirSync(path.join(process.cwd(), 'supabase/migrations')).map((file) => read('supabase/migrations', file));
  expect(migrations.some((sql) => sql.includes('create function public.newsletter_unsubscribe_address(p_email text)'))).toBe(true);
  expect(read('scripts/subscribers.mjs')).toContain('unsubscribeByName(store.admin, address)');
  expect(read('lib/newsletter/unsubscribe-by-name.ts')).toContain('admin.unsubscribeAddress(address)');
});

test('an unsubscribe link works for a year, as its expired page says', () => {
  expect(TOKEN_VALID_SECONDS.unsubscribe).toBe(365 * DAY);
  expect(NEWSLETTER_OUTCOME_PAGES['unsubscribe-link-expired'].paragraphs[0]).toContain('An unsubscribe link works for a year.');
});

test('the newsletter comes at most once a month: the footer and insights box promise it, the e-mail and the privacy policy repeat it', () => {
  expect(NEWSLETTER_CADENCE).toBe('at most once a month');
  // The policy names no other mailing beside the newsletter (it once added "occasional messages about new articles").
  expect(privacy).toContain(`We use your address only to send you our newsletter, ${NEWSLETTER_CADENCE}:`);
  expect(read('components/layout/site-footer.tsx')).toContain('A short e-mail, ${NEWSLETTER_CADENCE}:');
  expect(read('components/insights/insights-subscribe.tsx')).toContain('in a short e-mail ${NEWSLETTER_CADENCE};');
  for (const part of [mail.text, mail.html]) expect(part).toContain('a short e-mail at most once a month');
});

test('the e-mail is from the firm, whose address the policy gives for questions and removal', () => {
  expect(privacy).toContain(`You can also ask us to remove your address at any time by writing to ${siteConfig.email}.`);
  expect(mail.from).toEqual({ name: siteConfig.name, address: siteConfig.email });
});

test('the browser keeps one note of ours, the address across a deployment, as the policy says: no other code stores anything', () => {
  expect(privacy).toContain('One exception stays in your own browser: if you sign up from a page');
  const sourceFiles = (dir: string): string[] =>
    readdirSync(path.join(process.cwd(), dir), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
      .map((entry) => path.relative(process.cwd(), path.join(entry.parentPath, entry.name)));
  const storing = ['app', 'components', 'lib'].flatMap(sourceFiles).filter((file) => /sessionStorage|localStorage|document\.cookie|indexedDB/.test(read(file)));
  expect(storing.sort()).toEqual(['lib/newsletter/resubmit-after-deploy.ts', 'lib/tab-note.ts']);
  const tabNoteUsers = ['app', 'components', 'lib'].flatMap(sourceFiles).filter((file) => read(file).includes("from '@/lib/tab-note'"));
  expect(tabNoteUsers).toEqual(['lib/newsletter/resubmit-after-deploy.ts']);
});

test('an address kept across a deployment stays in the tab, is taken once, and is sent only within a minute, as the policy says', () => {
  expect(privacy).toContain("keeps the address you entered in that tab's session storage until the new page takes it, which sends it only within a minute");
  const source = read('lib/newsletter/resubmit-after-deploy.ts');
  expect(source).not.toMatch(/localStorage|document\.cookie/);
  // What the tab holds, as the page sees it: taken once, and within a minute only (the footer's form, on every page).
  const items = new Map<string, string>();
  const tab = {
    sessionStorage: { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) },
    location: { pathname: '/insights' },
    document: { querySelectorAll: () => [] },
  } as unknown as Window;
  const start = Date.parse('2026-11-28T12:00:00Z');
  const now = jest.spyOn(Date, 'now');
  try {
    for (const [later, taken] of [[59_000, 'jane@example.com'], [60_000, null]] as const) {
      now.mockReturnValue(start);
      keepForResubmit(tab, 'footer', 'jane@example.com');
      now.mockReturnValue(start + later);
      expect(takeResubmit(tab, 'footer')).toBe(taken);
      expect(items.size).toBe(0);
    }
  } finally {
    now.mockRestore();
  }
});
