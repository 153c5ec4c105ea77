import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CONFIRM_PAGE, NEWSLETTER_OUTCOME_PAGES, UNSUBSCRIBE_PAGE } from '../content/newsletter-links';
import { seedFromTemplate } from '../scripts/lib/pglite-template.cjs';
import { successMessage } from '../lib/newsletter/messages';
import { expectNoAxeViolations } from './support/axe';
import { expectReactToOwn } from './support/hydration';
import { startSecondServer } from './support/second-server';
import { linksIn, rawHeader, startSmtpServer } from './support/smtp';

/*
 * The double opt-in end to end: the footer form, the confirmation e-mail as a real SMTP server
 * receives it (nodemailer → smtp-server, parsed with mailparser), its links, the confirmation and
 * unsubscribe pages and RFC 8058's one-click POST, with and without JavaScript.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
test.beforeAll(async () => {
  smtp = await startSmtpServer();
});
test.afterAll(async () => {
  await smtp?.close();
});

const SERVER_ANSWER = { timeout: 30_000 };
const freshEmail = (tag: string) => `${tag}.${randomUUID().slice(0, 12)}@example.com`;
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Subscribes in the footer of `origin`'s home page (or of the page at `at`) and returns the confirmation e-mail's links. */
async function subscribeInFooter(page: Page, email: string, { origin = '', javaScript = true, at }: { origin?: string; javaScript?: boolean; at?: string } = {}) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `links-${randomUUID()}` });
  await page.goto(at ?? `${origin}/`);
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' });
  // Clicks before hydration would post the page the no-JavaScript way.
  if (javaScript) await expectReactToOwn(form);
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('button').click();
  await expect(form.getByRole('status')).toHaveText(successMessage(email), SERVER_ANSWER);
  const mail = await smtp.waitFor(email);
  return { mail, links: linksIn(mail) };
}

/** Opens a confirmation or unsubscribe link: its page with the button, as the build wrote it, with no axe violation. */
async function openButtonLinkPage(page: Page, link: string, title: string) {
  const opened = await page.goto(link);
  await expect(heading(page)).toHaveText(title);
  // Its styles inline, no nonce (no render at request time), scripts allowed by their hashes.
  const html = await opened!.text();
  expect(html).toMatch(/<style data-(critical|inlined)-from=/);
  expect(html).not.toContain('nonce=');
  expect((await opened!.headerValue('content-security-policy')) ?? '').toMatch(/script-src 'self' 'sha256-/);
  await expectNoAxeViolations(page);
}

test('subscribe in the footer, read the e-mail, confirm through its page; leave through the unsubscribe page; reused links say so', async ({ page, request }) => {
  const email = freshEmail('e2e.links');
  const { mail, links } = await subscribeInFooter(page, email);

  expect(mail.from?.value).toEqual([{ address: 'info@platterivercg.com', name: 'Platte River Consulting' }]);
  expect(mail.subject).toMatch(/confirm your subscription/i);
  expect(mail.text).toContain(links.confirm);
  expect(mail.html).toContain('Confirm my subscription');
  expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  expect(links.oneClick).toMatch(/\/newsletter\/unsubscribe\/one-click\?token=/);
  expect(links.confirm && links.unsubscribe).toBeTruthy();

  const cspReports: string[] = [];
  page.on('console', (message) => cspReports.push(message.text()));
  // Opening the confirmation link confirms nothing (mail scanners open links); the button does. A scanner's plain GET
  // gets the page, and the link still works afterwards: had it confirmed, the link would now be used.
  const scanned = await request.get(links.confirm!, { maxRedirects: 0 });
  expect(scanned.status()).toBe(200);
  expect(await scanned.text()).toContain(CONFIRM_PAGE.button);
  await openButtonLinkPage(page, links.confirm!, CONFIRM_PAGE.title);
  await page.getByRole('button', { name: CONFIRM_PAGE.button }).click();
  await expect(page).toHaveURL(/\/newsletter\/confirmed$/);
  await expect(heading(page)).toHaveText(NEWSLETTER_OUTCOME_PAGES.confirmed.title);
  await expectNoAxeViolations(page);
  await page.goto(links.confirm!);
  await expect(heading(page)).toHaveText(NEWSLETTER_OUTCOME_PAGES['confirm-link-used'].title);
  await expect(page.getByRole('button', { name: CONFIRM_PAGE.button })).toHaveCount(0);

  // Opening the unsubscribe link changes nothing (mail scanners open links); the button does.
  await openButtonLinkPage(page, links.unsubscribe!, UNSUBSCRIBE_PAGE.title);
  await page.reload();
  await page.getByRole('button', { name: UNSUBSCRIBE_PAGE.button }).click();
  await expect(page).toHaveURL(/\/newsletter\/unsubscribed$/);
  await expect(heading(page)).toHaveText(NEWSLETTER_OUTCOME_PAGES.unsubscribed.title);
  await page.goto(links.unsubscribe!);
  await expect(heading(page)).toHaveText(NEWSLETTER_OUTCOME_PAGES['unsubscribe-link-used'].title);
  await expect(page.getByRole('button', { name: UNSUBSCRIBE_PAGE.button })).toHaveCount(0);
  // The unsubscribe page is answered as prerendered: its scripts run under its own hashes, and nothing is blocked.
  expect(cspReports.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
});

test('the confirmation e-mail as a mail program shows it: its headers, and its HTML at 320 and 600 px in light and dark', async ({ page }, testInfo) => {
  // A long address, as some are: it must wrap, not push the message sideways on a phone.
  const email = `e2e.mail-render.${randomUUID().slice(0, 12)}.newsletter-reader@subsidiary-mail.example.com`;
  const { mail } = await subscribeInFooter(page, email);
  // Headers as the SMTP server received them.
  expect(rawHeader(mail, 'from')).toBe('Platte River Consulting <info@platterivercg.com>');
  expect(rawHeader(mail, 'message-id')).toMatch(/^<[\w.-]+@platterivercg\.com>$/);
  expect(Math.abs(mail.date!.getTime() - Date.now())).toBeLessThan(5 * 60_000);
  expect(rawHeader(mail, 'mime-version')).toBe('1.0');
  expect(rawHeader(mail, 'list-id')).toBe('"Platte River Consulting newsletter" <newsletter.platterivercg.com>');
  expect(rawHeader(mail, 'auto-submitted')).toBe('auto-generated');
  expect(mail.html).toBeTruthy();

  const background = () => page.locator('.mail').evaluate((element) => getComputedStyle(element).backgroundColor);
  // Off the site, so no page's policy applies to the message's <style>, as in a mail program.
  await page.goto('about:blank');
  for (const width of [320, 600]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme });
      await page.setContent(mail.html as string);
      await testInfo.attach(`e-mail-${width}-${colorScheme}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px ${colorScheme}: no sideways scrolling`).toBe(width);
      // Clients that honour prefers-color-scheme get the dark palette, the rest the inline light one.
      expect(await background()).toBe(colorScheme === 'dark' ? 'rgb(16, 20, 24)' : 'rgb(255, 255, 255)');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
      // An e-mail is no page: its mail program shows it inside landmarks of its own.
      await expectNoAxeViolations(page, { rulesOff: ['landmark-one-main', 'region'] });
    }
  }
  await page.emulateMedia({ colorScheme: null });
});

test('the footer’s sign-up on a link’s page signs up its own address and leaves the link alone; the link’s address is told to no one', async ({ page }) => {
  const { links } = await subscribeInFooter(page, freshEmail('e2e.owner'));
  // The footer's form posts to the page's own address, token included, as the button does: it must not act on it.
  for (const link of [links.confirm!, links.unsubscribe!]) {
    const visitor = freshEmail('e2e.visitor');
    const { mail } = await subscribeInFooter(page, visitor, { at: link });
    expect(mail.to).toMatchObject({ value: [{ address: visitor }] });
  }
  // Both links still work: the owner confirms, then leaves. Neither the requests the link's page makes nor the page
  // it leads to (whose referrer the analytics report) are told the token: the site's origin at most.
  const referers: string[] = [];
  page.on('request', (request) => referers.push(request.headers()['referer'] ?? ''));
  const origin = new URL(links.confirm!).origin;
  const pressedThrough = async (link: string, button: string, outcome: string) => {
    expect((await page.goto(link))!.headers()['referrer-policy']).toBe('strict-origin');
    await page.getByRole('button', { name: button }).click();
    await expect(heading(page)).toHaveText(outcome);
    expect(await page.evaluate(() => document.referrer)).toBe(`${origin}/`);
  };
  await pressedThrough(links.confirm!, CONFIRM_PAGE.button, NEWSLETTER_OUTCOME_PAGES.confirmed.title);
  await pressedThrough(links.unsubscribe!, UNSUBSCRIBE_PAGE.button, NEWSLETTER_OUTCOME_PAGES.unsubscribed.title);
  expect(referers.length).toBeGreaterThan(4);
  expect(referers.filter((referer) => referer.includes('token'))).toEqual([]);
});

test('a mail program’s one-click POST (RFC 8058) unsubscribes at once', async ({ page, request }) => {
  const email = freshEmail('e2e.oneclick');
  const { links } = await subscribeInFooter(page, email);
  // A GET or HEAD of the header's URL (a scanner, a person who copied it) only leads to the page, and changes nothing:
  // the one-click POST after them still unsubscribes.
  for (const method of ['GET', 'HEAD']) {
    const opened = await request.fetch(links.oneClick!, { method, maxRedirects: 0 });
    expect(opened.status()).toBe(303);
    expect(opened.headers().location).toMatch(/^\/newsletter\/unsubscribe\?token=/);
  }
  // Nor does a POST without RFC 8058's field (a scanner's): it is told what is missing.
  const bare = await request.post(links.oneClick!, { maxRedirects: 0 });
  expect(bare.status()).toBe(400);
  expect(await bare.text()).toMatch(/^not-one-click/);
  // What Gmail or Apple Mail send: a form POST with the one field, and no cookies.
  const response = await request.post(links.oneClick!, { form: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe('unsubscribed\n');
  // Again, as RFC 8058's own example (§8.3) writes the body, which a strict multipart parser refuses: still one-click.
  const again = await request.post(links.oneClick!, {
    headers: { 'content-type': 'multipart/form-data; boundary=---FormBoundaryjWmhtjORrn' },
    data: '---FormBoundaryjWmhtjORrn\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n---FormBoundaryjWmhtjORrn--\r\n',
    maxRedirects: 0,
  });
  expect(await again.text()).toBe('unsubscribe-link-used\n');
  await page.goto(links.unsubscribe!);
  await expect(heading(page)).toHaveText(NEWSLETTER_OUTCOME_PAGES['unsubscribe-link-used'].title);
});

test('a link that is no token, or a token we never issued, gets a clear page', async ({ page }) => {
  // Cut short by a mail program: the page says so at once, with no button to press first.
  for (const cut of ['/newsletter/confirm', '/newsletter/unsubscribe', '/newsletter/confirm?token=']) {
    await page.goto(cut);
    await expect(heading(page)).toHaveText(NEWSLETTER_OUTCOME_PAGES['link-invalid'].title);
  }
  await page.goto('/newsletter/confirm?token=not-a-token');
  await expect(heading(page)).toHaveText(NEWSLETTER_OUTCOME_PAGES['link-invalid'].title);
  await page.goto(`/newsletter/unsubscribe?token=${'A'.repeat(43)}`);
  await expect(heading(page)).toHaveText(NEWSLETTER_OUTCOME_PAGES['link-invalid'].title);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('subscribe, confirm and unsubscribe with plain forms and links', async ({ page }) => {
    const email = freshEmail('e2e.nojs');
    const { links } = await subscribeInFooter(page, email, { javaScript: false });
    await page.goto(links.confirm!);
    await page.getByRole('button', { name: CONFIRM_PAGE.button }).click();
    await expect(heading(page)).toHaveText(NEWSLETTER_OUTCOME_PAGES.confirmed.title);
    await page.goto(links.unsubscribe!);
    await page.getByRole('button', { name: UNSUBSCRIBE_PAGE.button }).click();
    await expect(heading(page)).toHaveText(NEWSLETTER_OUTCOME_PAGES.unsubscribed.title);
  });

  test('the footer’s plain form on a link’s page signs up its own address; the link still confirms', async ({ page }) => {
    const { links } = await subscribeInFooter(page, freshEmail('e2e.nojs.owner'), { javaScript: false });
    const visitor = freshEmail('e2e.nojs.visitor');
    const { mail } = await subscribeInFooter(page, visitor, { javaScript: false, at: links.confirm! });
    expect(mail.to).toMatchObject({ value: [{ address: visitor }] });
    await page.goto(links.confirm!);
    await page.getByRole('button', { name: CONFIRM_PAGE.button }).click();
    await expect(heading(page)).toHaveText(NEWSLETTER_OUTCOME_PAGES.confirmed.title);
  });
});

test.describe('an expired confirmation link', () => {
  // A second server whose confirmation links last two seconds (NEWSLETTER_CONFIRM_LINK_HOURS), on its own database.
  const port = Number(process.env.E2E_SECOND_PORT ?? 3131);
  const origin = `http://127.0.0.1:${port}`;
  let server: Awaited<ReturnType<typeof startSecondServer>> | undefined;

  test.beforeAll(async () => {
    server = await startSecondServer({
      mode: 'start',
      port,
      dataDirPrefix: 'newsletter-e2e-expiry-',
      // A copy of the migrated template when there is one (scripts/lib/pglite-template.cjs), not a database made anew.
      prepare: (dataDir) => seedFromTemplate(path.join(dataDir, 'db')),
      env: (dataDir) => ({
        ...process.env,
        NEWSLETTER_STORE: 'pglite',
        NEWSLETTER_PGLITE_DIR: path.join(dataDir, 'db'),
        NEWSLETTER_SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 2525}`,
        NEWSLETTER_LINK_ORIGIN: origin,
        NEWSLETTER_CONFIRM_LINK_HOURS: String(2 / 3_600),
      }),
    });
  });

  test.afterAll(() => server?.stop());

  test('changes nothing and says it has expired', async ({ page }) => {
    const email = freshEmail('e2e.expired');
    const { links } = await subscribeInFooter(page, email, { origin });
    await page.waitForTimeout(2_500);
    await page.goto(links.confirm!);
    await expect(heading(page)).toHaveText(NEWSLETTER_OUTCOME_PAGES['confirm-link-expired'].title);
  });
});
