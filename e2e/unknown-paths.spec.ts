import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { redirectRecords } from '../content/redirects';
import { BREADCRUMB_LABELS_PATH } from '../lib/breadcrumbs';
import { breadcrumbLabels } from '../lib/content/navigation';
import { successMessage } from '../lib/newsletter/messages';
import { expectNoAxeViolations } from './support/axe';
import { directive, watchCspViolations } from './support/csp';
import { waitForHydration } from './support/hydration';
import { watchRobotsTags } from './support/seo';

/*
 * Every address answers with a whole, working page (docs/security.md, "Unknown slugs" and "Letter case"): an unknown
 * slug under a section gets that section's prerendered not-found view with a 404, a strict policy, working scripts and
 * the spec's breadcrumb; a known path in other capitals is redirected to its own spelling; nothing is rendered or
 * stored for an address the build did not make.
 */

type Section = { section: string; trail: string[]; heading: string; known: string };

const SECTIONS: Section[] = [
  { section: '/services', trail: ['Services'], heading: 'Service Not Found', known: '/services/ai-solutions' },
  { section: '/industries', trail: ['Industries'], heading: 'Industry Not Found', known: '/industries/energy-utilities' },
  { section: '/insights', trail: ['Insights'], heading: 'Insight Not Found', known: '/insights/vr-workplace-2025' },
  { section: '/insights/topics', trail: ['Insights', 'Topics'], heading: 'Topic Not Found', known: '/insights/topics/manufacturing' },
  { section: '/legal', trail: ['Legal'], heading: 'Page Not Found', known: '/legal/privacy-policy' },
  { section: '', trail: [], heading: 'Page Not Found', known: '/about' },
];

/** A slug no build has, fresh on every run, and the label the spec gives it (hyphens as spaces, each word capitalised). */
function randomSlug(): { slug: string; label: string } {
  const id = randomUUID().slice(0, 8);
  return { slug: `some-unknown-${id}-sector`, label: `Some Unknown ${id.charAt(0).toUpperCase()}${id.slice(1)} Sector` };
}

/** The path with each letter's case flipped at random, and at least one letter in capitals. */
function miscased(pathname: string): string {
  const flipped = [...pathname].map((char) => (Math.random() < 0.5 ? char.toUpperCase() : char)).join('');
  return flipped === pathname ? pathname.replace(/[a-z]/, (char) => char.toUpperCase()) : flipped;
}

/** The headers next.config.ts sends on every response: a redirect must carry them too. */
function expectSecurityHeaders(headers: Record<string, string>) {
  expect(directive(headers['content-security-policy'] ?? '', 'frame-ancestors')).toEqual(["'none'"]);
  expect(directive(headers['content-security-policy'] ?? '', 'script-src')).not.toContain("'unsafe-inline'");
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
}

/** Each crumb's text: Home, then each after its "/" separator (compared as rendered: `useInnerText`). */
const trailText = (labels: string[]) => labels.map((text, index) => (index === 0 ? text : new RegExp(`^/\\s*${text}$`)));
const crumbs = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');

for (const { section, trail, heading, known } of SECTIONS) {
  const name = section || 'the top level';

  test.describe(`an unknown slug under ${name}`, () => {
    test('shows the section view with a 404 and the whole breadcrumb, under a strict policy, with working menus and form', async ({ page }) => {
      const { slug, label } = randomSlug();
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': `unknown-paths-${randomUUID()}` });
      const violations = await watchCspViolations(page);
      const robotsTags = await watchRobotsTags(page);
      const response = await page.goto(`${section}/${slug}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(404);
      const [policy, ...more] = await response!.headerValues('content-security-policy');
      expect(more).toEqual([]);
      expect(directive(policy ?? '', 'script-src')).not.toContain("'unsafe-inline'");
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('banner')).toBeVisible();
      // Besides the way back, a way on to what the visitor was looking for.
      await expect(page.getByRole('main').getByRole('link', { name: 'Search the Site' })).toHaveAttribute('href', '/search');
      await waitForHydration(page);

      // After hydration (the not-found boundary has replaced the page): Home, the section, the unknown segment.
      await expect(crumbs(page)).toHaveText(trailText(['Home', ...trail, label]), { useInnerText: true });
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText(label);
      await expectNoAxeViolations(page);

      const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
      await services.click();
      await expect(services).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');

      const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' });
      const email = `unknown.${randomUUID().slice(0, 12)}@example.com`;
      await form.getByRole('textbox', { name: 'Email address' }).fill(email);
      await form.getByRole('button').click();
      // The first subscription opens the embedded database, which takes a few seconds.
      await expect(form.getByRole('status')).toHaveText(successMessage(email), { timeout: 30_000 });

      await page.setViewportSize({ width: 390, height: 844 });
      const toggle = page.getByRole('button', { name: 'Menu' });
      await toggle.click();
      await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
      expect(violations).toEqual([]);
      // Kept out of search results by one robots tag at every moment, the server's until hydration and one after it,
      // when a section's not-found boundary has long since replaced the page and added its own
      // (components/seo/adopted-noindex.tsx).
      expect(await robotsTags()).toEqual({ now: 1, most: 1 });
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });

    test('without JavaScript: the view and the whole breadcrumb, the unknown segment written in per request', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const { slug, label } = randomSlug();
      const response = await page.goto(`${section}/${slug}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // Kept out of search results by one robots tag, not two.
      await expect(page.locator('head meta[name="robots"]')).toHaveCount(1);
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const bar = page.getByRole('navigation', { name: 'Breadcrumb' });
      // Playwright's own text of an element leaves out a <noscript>'s content; innerText is what the reader sees.
      await expect(crumbs(page)).toHaveText(trailText(['Home', ...trail, label]), { useInnerText: true });
      await expect(bar.locator('[aria-current="page"]')).toHaveText(label);
      // The section's crumbs lead back to it.
      for (const [index, text] of trail.entries()) {
        await expect(bar.getByRole('link', { name: text, exact: true })).toHaveAttribute('href', section.split('/').slice(0, index + 2).join('/'));
      }
      await context.close();
    });

    test('before hydration the bar shows what every unknown slug shares, and hydration raises no error', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // The document's own 404 is reported as a failed resource; anything else is an error.
      page.on('console', (message) => {
        if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
      });
      // The page's scripts wait until the test has read the server's bar.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/_next/static/chunks/**', async (route) => {
        await held;
        await route.continue();
      });
      const { slug, label } = randomSlug();
      await page.goto(`${section}/${slug}`, { waitUntil: 'commit' });
      const bar = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs(page)).toHaveText(trailText(['Home', ...trail]), { useInnerText: true });
      await expect(bar.locator('[aria-current="page"]:visible')).toHaveCount(0);
      // One robots tag before hydration too (the first test counts them after it).
      await expect(page.locator('head meta[name="robots"]')).toHaveCount(1);
      release();
      await waitForHydration(page);
      await expect(bar.locator('[aria-current="page"]')).toHaveText(label);
      expect(errors).toEqual([]);
    });
  });

  test(`${known} in other capitals is one permanent redirect to its own spelling, query kept, with the security headers`, async ({ request }) => {
    const spelling = miscased(known);
    const response = await request.get(`${spelling}?ref=case`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toBe(`${known}?ref=case`);
    expectSecurityHeaders(response.headers());
    const page = await request.get(response.headers()['location']!, { maxRedirects: 0 });
    expect(page.status()).toBe(200);
  });
}

test('a known segment in an unknown path is named by the label lookup, which only a not-found page fetches', async ({ page, request }) => {
  const slug = 'vr-workplace-2025';
  const title = breadcrumbLabels[slug]!;
  const lookups: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === BREADCRUMB_LABELS_PATH) lookups.push(sent.url());
  });
  await page.goto('/offline');
  await waitForHydration(page);
  expect(lookups, 'a page that exists never asks for the lookup').toEqual([]);
  // Nor does its HTML carry it: the lookup names every article, and the offline page shows none.
  expect(await (await request.get('/offline')).text()).not.toContain(title);

  const response = await page.goto(`/insights/${slug}/notes`);
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  const bar = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(bar.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', `/insights/${slug}`);
  await expect(bar.locator('[aria-current="page"]')).toHaveText('Notes');
  expect(lookups).toHaveLength(1);

  const lookup = await request.get(BREADCRUMB_LABELS_PATH);
  expect(lookup.headers()['content-type']).toMatch(/^application\/json/);
  expectSecurityHeaders(lookup.headers());
});

test('a trailing slash is one permanent redirect to the path without it, with the security headers', async ({ request }) => {
  for (const [from, to] of [['/about/?ref=slash', '/about?ref=slash'], ['/insights/topics/', '/insights/topics']]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toBe(to);
    expectSecurityHeaders(response.headers());
  }
});

/** Follows an address's redirects one at a time: the Location of each, and the status it ends with. */
async function follow(request: APIRequestContext, address: string): Promise<{ hops: string[]; status: number }> {
  const hops: string[] = [];
  let response = await request.get(address, { maxRedirects: 0 });
  while (response.status() >= 300 && response.status() < 400 && hops.length < 5) {
    expect(response.status(), address).toBe(308);
    expectSecurityHeaders(response.headers());
    hops.push(response.headers()['location']!);
    response = await request.get(hops.at(-1)!, { maxRedirects: 0 });
  }
  return { hops, status: response.status() };
}

test('a page or an address of content/redirects.ts, in any capitals, with a trailing slash or not, is one redirect to where it ends', async ({ request }) => {
  // A crawler's audit found these two hops each: the slash's redirect, then the case's or the address's.
  const audited: Array<[string, string]> = [
    ['/privacy/', '/legal/privacy-policy'],
    ['/PRIVACY/', '/legal/privacy-policy'],
    ['/Legal/Privacy/', '/legal/privacy-policy'],
    ['/legal/privacy/', '/legal/privacy-policy'],
    ['/blog/', '/insights'],
    ['/About/', '/about'],
    ['/Services/ai-solutions/', '/services/ai-solutions'],
    ['/Insights/Topics/CSRD/', '/insights/topics/csrd'],
  ];
  const spelled: Array<[string, string]> = [
    ...redirectRecords.flatMap(({ from, to }): Array<[string, string]> => [[`${from}/`, to], [miscased(from), to], [`${miscased(from)}/`, to]]),
    ...SECTIONS.flatMap(({ known }): Array<[string, string]> => [[`${known}/`, known], [`${miscased(known)}/`, known]]),
  ];
  for (const [from, to] of [...audited, ...spelled]) {
    for (const query of ['', '?ref=hop&page=2']) {
      expect([`${from}${query}`, await follow(request, `${from}${query}`)]).toEqual([`${from}${query}`, { hops: [`${to}${query}`], status: 200 }]);
    }
  }
});

test('an unknown path with a trailing slash ends on the not-found page, kept out of search results', async ({ request }) => {
  const { slug } = randomSlug();
  for (const [unknown, to] of [[`/${slug}/`, `/${slug}`], [`/Services/${slug}/?ref=x`, `/Services/${slug}?ref=x`]]) {
    // The slash's redirect at most, then the page a crawler reads.
    expect([unknown, await follow(request, unknown!)]).toEqual([unknown, { hops: [to], status: 404 }]);
    const robots = (await (await request.get(to!)).text()).match(/<meta name="robots"[^>]*>/g);
    expect([unknown, robots]).toEqual([unknown, ['<meta name="robots" content="noindex"/>']]);
  }
});

test('each address of content/redirects.ts is one permanent redirect to its page, query kept, with the security headers', async ({ page, request }) => {
  // One inside a section of slug pages, where an unknown slug gets the section's not-found page: a renamed article's.
  expect(redirectRecords.some(({ from }) => from.split('/').length > 2)).toBe(true);
  for (const { from, to } of redirectRecords) {
    const response = await request.get(`${from}?utm_source=print`, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(response.headers()['location']).toBe(`${to}?utm_source=print`);
    expectSecurityHeaders(response.headers());
  }
  // A browser follows it to the page, whose own address it then shows.
  const [first] = redirectRecords;
  const landed = await page.goto(first!.from);
  expect(landed?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(first!.to);
});

test.describe('nothing is rendered or stored for an address the build did not make', () => {
  const distDir = path.resolve(process.env.NEXT_DIST_DIR ?? '.next');
  const built = new Set(Object.keys(JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')).routes));

  /** Next copies a page it built into server/route-cache on its first read: bounded by the build, so left out. */
  function isCopyOfBuiltPage(file: string): boolean {
    const route = /route-cache\/[^/]+\/[^/]+\/\$(\/.*?)(?:\.html|\.meta|\.rsc|\.segments\/.*)$/.exec(file)?.[1];
    return route !== undefined && (built.has(route) || (route === '/index' && built.has('/')));
  }

  function folderBytes(dir: string): { bytes: number; files: string[] } {
    let bytes = 0;
    const files: string[] = [];
    const walk = (current: string) => {
      for (const entry of readdirSync(current, { withFileTypes: true })) {
        const full = path.join(current, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (!isCopyOfBuiltPage(full.split(path.sep).join('/'))) {
          bytes += statSync(full).size;
          files.push(full);
        }
      }
    };
    walk(dir);
    return { bytes, files };
  }

  test('50 random spellings of known and unknown paths leave the build folder as it was', async ({ request }) => {
    const spellings = Array.from({ length: 50 }, (_, index) => {
      const { section, known } = SECTIONS[index % SECTIONS.length]!;
      return index % 2 === 0 ? miscased(known) : miscased(`${section}/${randomSlug().slug}`);
    });
    // server/ holds the pages and Next's route cache (the rest is build metadata and the image cache).
    const before = folderBytes(path.join(distDir, 'server'));
    for (const spelling of spellings) {
      const response = await request.get(spelling, { maxRedirects: 0 });
      expect([spelling, [308, 404]]).toEqual([spelling, expect.arrayContaining([response.status()])]);
    }
    const after = folderBytes(path.join(distDir, 'server'));
    expect(after.files.filter((file) => !before.files.includes(file))).toEqual([]);
    expect(after.bytes).toBe(before.bytes);
  });
});
