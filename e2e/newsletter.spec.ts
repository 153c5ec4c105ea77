import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { siteConfig } from '../content/site-config';
import { duplicateMessage, NEWSLETTER_MESSAGES, stalledMessage, successMessage } from '../lib/newsletter/messages';
import { expectNoAxeViolations } from './support/axe';
import { textRgb } from './support/colour';
import { expectReactToOwn } from './support/hydration';
import { sectionTitled } from './support/sections';

/*
 * Both subscribe forms, through every state, against `next start` on the embedded database.
 * Each test posts as its own client (x-forwarded-for) with fresh addresses, so neither the
 * per-client rate limit nor earlier runs' rows can change the outcome.
 */

type FormCase = {
  name: string;
  path: string;
  analyticsLabel: string;
  placeholder: string;
  submit: string;
  form: (page: Page) => Locator;
};

const FORMS: FormCase[] = [
  {
    name: 'footer',
    path: '/',
    analyticsLabel: 'footer_newsletter',
    placeholder: 'you@company.com',
    submit: 'Subscribe',
    form: (page) => page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' }),
  },
  {
    name: 'insights',
    path: '/insights',
    analyticsLabel: 'insights_newsletter',
    placeholder: 'Enter your email address',
    submit: 'Subscribe Now',
    form: (page) => sectionTitled(page, 'Get Our Next Outlook by E-mail').getByRole('form', { name: 'Subscribe to our insights' }),
  },
];

/** The first subscription opens the embedded database: seconds, and more on a busy machine. */
const SERVER_ANSWER = { timeout: 30_000 };
test.describe.configure({ timeout: 90_000 });

const freshEmail = (tag: string) => `${tag}.${randomUUID().slice(0, 12)}@example.com`;

async function actAsNewClient(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `e2e-${randomUUID()}` });
}

function parts(form: Locator) {
  return { input: form.getByRole('textbox', { name: 'Email address' }), button: form.getByRole('button'), status: form.getByRole('status') };
}


async function expectGreen(locator: Locator) {
  const [red = 0, green = 0] = await textRgb(locator);
  expect(green, 'success text is green').toBeGreaterThan(red + 40);
}

async function expectRed(locator: Locator) {
  const [red = 0, green = 0] = await textRgb(locator);
  expect(red, 'failure text is red').toBeGreaterThan(green + 40);
}

/** Holds the form's POST (the server action) until released, so the submitting state can be seen. */
async function holdActionPosts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*', async (route) => {
    if (route.request().method() === 'POST' && route.request().headers()['next-action']) await released;
    await route.fallback();
  });
  return release;
}

/**
 * Sends the first `count` server-action posts with an action ID this build never issued, as a page opened before a
 * deployment does (Next.js gives actions new IDs each build). Returns what each post sent, in order.
 */
async function postFirstActionsAsOlderDeployment(page: Page, count: number) {
  const posts: ('stale' | 'current')[] = [];
  await page.route('**/*', async (route) => {
    const headers = route.request().headers();
    const id = headers['next-action'];
    if (route.request().method() !== 'POST' || !id) return route.fallback();
    if (posts.push(posts.length < count ? 'stale' : 'current') > count) return route.fallback();
    // The same kind of ID (its first byte says how the action is called), another action.
    await route.fallback({ headers: { ...headers, 'next-action': `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}` } });
  });
  return posts;
}

/** The page loads after this call (each a new document). */
function countLoads(page: Page) {
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  return loads;
}

function countActionPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  return posts;
}

for (const formCase of FORMS) {
  /** The form's page as a new client opens it, once React owns the form. */
  const openHydrated = async (page: Page) => {
    await actAsNewClient(page);
    await page.goto(formCase.path);
    await expectReactToOwn(formCase.form(page));
  };

  test.describe(`${formCase.name} newsletter form`, () => {
    test.beforeEach(({ page }) => openHydrated(page));

    test('shows its wording and refuses empty or malformed input on the spot', async ({ page }) => {
      const form = formCase.form(page);
      const { input, button, status } = parts(form);
      const posts = countActionPosts(page);
      await expect(input).toHaveAttribute('placeholder', formCase.placeholder);
      await expect(button).toHaveText(formCase.submit);

      await button.click();
      await expect(status).toHaveText(NEWSLETTER_MESSAGES.emptyEmail);
      await expectRed(status);

      // The same refusal again is a new node, so the live region speaks it again.
      await status.evaluate((region) => region.firstElementChild?.setAttribute('data-answered', ''));
      await expect(status.locator('[data-answered]')).toHaveText(NEWSLETTER_MESSAGES.emptyEmail);
      await input.fill('   ');
      await input.press('Enter');
      await expect(status).toHaveText(NEWSLETTER_MESSAGES.emptyEmail);
      await expect(status.locator('[data-answered]')).toHaveCount(0);

      for (const malformed of ['jane@example', 'jane doe@example.com', 'jane.example.com']) {
        await input.fill(malformed);
        await button.click();
        await expect(status).toHaveText(NEWSLETTER_MESSAGES.invalidEmail);
        await expect(input).toHaveValue(malformed);
      }
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(posts, 'nothing was sent to the server').toEqual([]);
      await expectNoAxeViolations(page);
    });

    test('submitting, then success: green message, cleared input and the analytics event', async ({ page }) => {
      const form = formCase.form(page);
      const { input, button, status } = parts(form);
      const release = await holdActionPosts(page);

      const email = freshEmail(formCase.name);
      await input.fill(`  ${email}  `);
      await button.click();
      await expect(button).toHaveText('Subscribing...');
      await expect(button).toBeDisabled();
      await expect(input).toBeDisabled();

      release();
      // The spec's message, then where the confirmation link went.
      await expect(status).toHaveText(successMessage(email), SERVER_ANSWER);
      await expectGreen(status);
      await expect(input).toHaveValue('');
      await expect(input).toBeEnabled();
      await expect(button).toHaveText(formCase.submit);
      // Disabling the button while pending dropped focus to <body>: it is given back.
      await expect(button).toBeFocused();

      // Off Vercel the analytics script is a stub, so events wait in window.vaq.
      const events = await page.evaluate(() => (window as unknown as { vaq?: unknown[][] }).vaq ?? []);
      expect(events).toContainEqual(['event', expect.objectContaining({ name: 'subscribe', data: { category: 'newsletter', label: formCase.analyticsLabel } })]);
      await expectNoAxeViolations(page);
    });

    test('the same address in another letter case is already subscribed', async ({ page }) => {
      const { input, button, status } = parts(formCase.form(page));
      const email = freshEmail(formCase.name);
      await input.fill(email);
      await button.click();
      await expect(status).toContainText(NEWSLETTER_MESSAGES.success, SERVER_ANSWER);

      const shouted = email.toUpperCase();
      await input.fill(shouted);
      await input.press('Enter');
      await expect(status).toHaveText(duplicateMessage, SERVER_ANSWER);
      await expectRed(status);
      await expect(input).toHaveValue(shouted);
      await expect(input).not.toHaveAttribute('aria-invalid');
      // Submitted from the field, the answer finds focus back in it, where the address can be corrected.
      await expect(input).toBeFocused();
      // The live region has read the answer; the field does not read it again as its description.
      await expect(input).toHaveAccessibleDescription('');
    });

    test('a submit that cannot reach the server shows the unexpected-error message', async ({ page }) => {
      const { input, button, status } = parts(formCase.form(page));
      await page.route('**/*', (route) => (route.request().headers()['next-action'] ? route.abort('connectionrefused') : route.fallback()));
      const email = freshEmail(formCase.name);
      await input.fill(email);
      await button.click();
      await expect(status).toHaveText(NEWSLETTER_MESSAGES.unexpected);
      await expectRed(status);
      await expect(button).toBeEnabled();
      // Nothing typed is lost: the address waits in the field for the next try.
      await expect(input).toHaveValue(email);
      // The address was fine: only a missing or malformed one marks the field invalid.
      await expect(input).not.toHaveAttribute('aria-invalid');
    });
  });

  test.describe(`${formCase.name} newsletter form on a connection that stalls`, () => {
    test.beforeEach(({ page }) => openHydrated(page));

    test('a post that never answers does not hold the site’s links: a link followed gives up on it, keeping the address', async ({ page }) => {
      const { input, button, status } = parts(formCase.form(page));
      // Never answered, as a phone's request lost on a weak signal.
      await page.route('**/*', (route) => (route.request().headers()['next-action'] ? undefined : route.fallback()));
      const email = freshEmail(formCase.name);
      await input.fill(email);
      await button.click();
      await expect(button).toHaveText('Subscribing...');
      // React holds every navigation until a pending form action settles: the footer's link, on both pages.
      await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
      await expect(page).toHaveURL(/\/about$/, { timeout: 5_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`About ${siteConfig.name}`);
      if (formCase.name !== 'footer') return;
      // The footer stays across the navigation: it says no answer came, with the address ready to send again.
      await expect(status).toHaveText(stalledMessage);
      await expect(input).toHaveValue(email);
      await expect(button).toBeEnabled();
    });
  });

  test.describe(`${formCase.name} newsletter form on a page of an older deployment`, () => {
    test.beforeEach(({ page }) => openHydrated(page));

    test('the page loads again and sends the address from there', async ({ page }) => {
      const { input, button, status } = parts(formCase.form(page));
      const posts = await postFirstActionsAsOlderDeployment(page, 1);
      const loads = countLoads(page);
      const email = freshEmail(formCase.name);
      await input.fill(email);
      await button.click();
      await expect(status).toHaveText(successMessage(email), SERVER_ANSWER);
      // The first post was refused (the server knows no such action), the page loaded once more, and its form sent it.
      expect(posts).toEqual(['stale', 'current']);
      expect(loads).toHaveLength(1);
      await expect(button).toBeFocused();
    });

    test('once: if the page loaded again is refused too, the unexpected-error message', async ({ page }) => {
      const { input, button, status } = parts(formCase.form(page));
      const posts = await postFirstActionsAsOlderDeployment(page, 2);
      const loads = countLoads(page);
      await input.fill(freshEmail(formCase.name));
      await button.click();
      await expect(status).toHaveText(NEWSLETTER_MESSAGES.unexpected, SERVER_ANSWER);
      expect(posts).toEqual(['stale', 'stale']);
      expect(loads).toHaveLength(1);
    });
  });

  test.describe(`${formCase.name} newsletter form without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('posts the page and renders the same messages', async ({ page }) => {
      await actAsNewClient(page);
      await page.goto(formCase.path);
      const { input, button, status } = parts(formCase.form(page));

      await button.click();
      await page.waitForLoadState();
      await expect(status).toHaveText(NEWSLETTER_MESSAGES.emptyEmail);
      // The page opens in the field, whose description is the answer: what a screen reader then says.
      await expect(input).toBeFocused();
      await expect(input).toHaveAccessibleDescription(NEWSLETTER_MESSAGES.emptyEmail);

      await input.fill('not-an-address');
      await button.click();
      await expect(status).toHaveText(NEWSLETTER_MESSAGES.invalidEmail);
      await expect(input).toHaveValue('not-an-address');
      await expect(input).toBeFocused();

      const email = freshEmail(`${formCase.name}.nojs`);
      await input.fill(`  ${email} `);
      await button.click();
      await expect(status).toContainText(NEWSLETTER_MESSAGES.success, SERVER_ANSWER);
      await expect(input).toHaveValue('');
      await expect(input).toBeFocused();
      await expect(input).toHaveAccessibleDescription(new RegExp(NEWSLETTER_MESSAGES.success.replace(/[.!?]/g, '\\$&')));

      await input.fill(email.toUpperCase());
      await button.click();
      await expect(status).toHaveText(duplicateMessage, SERVER_ANSWER);
      await expect(input).toHaveValue(email.toUpperCase());
      await expect(page).toHaveURL(new RegExp(`${formCase.path === '/' ? '/$' : formCase.path}`));
    });
  });
}

test('a filled honeypot is answered with success but nothing is stored', async ({ page }) => {
  await actAsNewClient(page);
  await page.goto('/');
  const form = FORMS[0]!.form(page);
  await expectReactToOwn(form);
  const { input, button, status } = parts(form);
  const email = freshEmail('honeypot');
  // What a form-filling bot does: every field gets a value, hidden or not.
  await form.locator('input[name="website"]').fill('https://spam.example', { force: true });
  await input.fill(email);
  await button.click();
  await expect(status).toContainText(NEWSLETTER_MESSAGES.success, SERVER_ANSWER);

  // Had it been stored, a person subscribing with it now would be told it is a duplicate.
  await page.reload();
  await expectReactToOwn(form);
  await input.fill(email);
  await button.click();
  await expect(status).toContainText(NEWSLETTER_MESSAGES.success, SERVER_ANSWER);
});

test('more than five subscriptions a minute from one client are refused with a clear message', async ({ page }) => {
  await actAsNewClient(page);
  await page.goto('/');
  const form = FORMS[0]!.form(page);
  await expectReactToOwn(form);
  const { input, button, status } = parts(form);
  for (let i = 0; i < 5; i += 1) {
    await input.fill(freshEmail(`rate${i}`));
    await button.click();
    await expect(status).toContainText(NEWSLETTER_MESSAGES.success, SERVER_ANSWER);
  }
  await input.fill(freshEmail('rate5'));
  await button.click();
  await expect(status).toHaveText(NEWSLETTER_MESSAGES.rateLimited, SERVER_ANSWER);
  await expectRed(status);
});
