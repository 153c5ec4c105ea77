import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { INSIGHT_ORDER } from '../content/insights';
import { CONFIRM_PAGE, NEWSLETTER_OUTCOME_PAGES } from '../content/newsletter-links';
import { successMessage } from '../lib/newsletter/messages';
import { expectReactToOwn } from './support/hydration';
import { SECOND_SERVER_READY_PATH, startSecondServer } from './support/second-server';
import { linksIn } from './support/smtp';

/*
 * The README's first command, `npm run dev`, with nothing configured: a sign-up reaches the local outbox, and its link
 * confirms the address. `next dev` prerenders nothing, so this is the loop the production suite cannot see (the
 * link's page once read a build's HTML that a fresh checkout does not have). Only the folders are moved out of
 * .data/; the store and the mail are the zero-configuration choices. The server reads a copy of content/
 * (SITE_CONTENT_DIR), so a test can edit a file there while other specs read the real one; the copy sits inside the
 * project, where Turbopack watches files.
 */

test.describe.configure({ mode: 'serial', timeout: 300_000 });

let server: Awaited<ReturnType<typeof startSecondServer>> | undefined;
let contentDir: string | undefined;
const outbox = () => path.join(server!.dataDir, 'outbox');

test.beforeAll(async () => {
  // A file's hooks run under the config's 45 s, not the timeout above; next dev's first compile can take minutes.
  test.setTimeout(300_000);
  mkdirSync('.data', { recursive: true });
  contentDir = mkdtempSync(path.resolve('.data', 'dev-loop-content-'));
  cpSync('content', contentDir, { recursive: true });
  server = await startSecondServer({
    mode: 'dev',
    port: Number(process.env.E2E_DEV_PORT ?? 3141),
    dataDirPrefix: 'newsletter-e2e-dev-',
    env: (dataDir) => {
      const env: NodeJS.ProcessEnv = { ...process.env, NEWSLETTER_PGLITE_DIR: path.join(dataDir, 'db'), NEWSLETTER_OUTBOX_DIR: path.join(dataDir, 'outbox'), SITE_CONTENT_DIR: contentDir };
      // `next dev` sets its own; the newsletter's choices must be development's defaults, not a test run's.
      // Its own folder is .next/dev, beside the build the other tests serve.
      for (const name of ['NODE_ENV', 'NEXT_DIST_DIR', 'NEWSLETTER_STORE', 'NEWSLETTER_SMTP_URL', 'NEWSLETTER_LINK_ORIGIN']) delete env[name];
      return env;
    },
    readyTimeoutMs: 180_000,
  });
});

test.afterAll(() => {
  server?.stop();
  if (contentDir) rmSync(contentDir, { recursive: true, force: true });
});

test('npm run dev: a footer sign-up is written to the outbox, and its link confirms the address', async ({ page }) => {
  const { origin } = server!;
  const email = `dev.loop.${Date.now()}@example.com`;
  // Any page has the footer: this one is the page startSecondServer's readiness check had next dev compile already.
  await page.goto(`${origin}${SECOND_SERVER_READY_PATH}`, { timeout: 180_000 });
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' });
  await expectReactToOwn(form);
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('button').click();
  await expect(form.getByRole('status')).toHaveText(successMessage(email), { timeout: 120_000 });

  const messages = () => (existsSync(outbox()) ? readdirSync(outbox()).filter((name) => name.endsWith('.eml')) : []);
  await expect.poll(() => messages().length, { timeout: 30_000 }).toBe(1);
  const mail = await simpleParser(readFileSync(path.join(outbox(), messages()[0]!)));
  expect(mail.to).toMatchObject({ value: [{ address: email }] });
  // The link as sent: it names the port this server listens on, not the README's 3000.
  const confirm = linksIn(mail).confirm!;
  expect(new URL(confirm).origin).toBe(origin);
  await page.goto(confirm, { timeout: 180_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONFIRM_PAGE.title);
  await page.getByRole('button', { name: CONFIRM_PAGE.button }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEWSLETTER_OUTCOME_PAGES.confirmed.title, { timeout: 120_000 });
});

test('npm run dev: an edited Markdown file shows on the next page load, without a restart', async ({ page }) => {
  const slug = INSIGHT_ORDER[0];
  const file = path.join(contentDir!, 'insights', `${slug}.md`);
  const article = `${server!.origin}/insights/${slug}`;
  const heading = page.getByRole('heading', { level: 1 });
  await page.goto(article, { timeout: 180_000 });
  await expect(heading).not.toHaveText('');

  const title = `Edited under next dev ${Date.now()}`;
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, `title: "${title}"`));
  // The page's HTML asked for until the watcher has seen the file (a moment, not a restart), then the page reloaded
  // once: each reload in the browser ran next dev's client code again.
  await expect.poll(() => fetch(article).then((response) => response.text()).then((html) => html.includes(title)), { timeout: 60_000 }).toBe(true);
  await page.reload();
  await expect(heading).toHaveText(title);
  // What is derived from the articles at module load (the insights page's cards) is read again too.
  await page.goto(`${server!.origin}/insights`, { timeout: 180_000 });
  await expect(page.getByRole('main').getByRole('link', { name: title }).first()).toBeVisible();
});
