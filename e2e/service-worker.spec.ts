import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { siteConfig } from '../content/site-config';
import { NEWSLETTER_MESSAGES } from '../lib/newsletter/messages';
import { expectNoAxeViolations } from './support/axe';
import { expectReactToOwn } from './support/hydration';

// Every other spec blocks service workers (playwright.config.ts); this one is about them, and about first visits: a
// fresh context for each test, since a reused one keeps the Cache Storage of the test before.
test.use({ serviceWorkers: 'allow', reuseContext: false });

/** The paths held in this site's cache whose name starts with `prefix`. */
function cachedPaths(page: Page, prefix: string) {
  return page.evaluate(async (prefix) => {
    const name = (await caches.keys()).find((key) => key.startsWith(prefix));
    return name ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname) : [];
  }, prefix);
}

/** Waits until the worker is active and controls the page; returns its script URL and scope. */
async function activeWorker(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
    return { scriptURL: registration.active?.scriptURL, scope: registration.scope };
  });
}

test.describe('service worker', () => {
  test('registers from /sw.js with the whole site as scope, after the load event', async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __loadFired: boolean; __registeredBeforeLoad?: boolean };
      w.__loadFired = false;
      window.addEventListener('load', () => (w.__loadFired = true));
      const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
      navigator.serviceWorker.register = (...args) => {
        w.__registeredBeforeLoad ??= !w.__loadFired;
        return register(...args);
      };
    });
    await page.goto('/');
    const worker = await activeWorker(page);
    expect(worker.scriptURL).toBe(`${baseURL}/sw.js`);
    expect(worker.scope).toBe(`${baseURL}/`);
    expect(await page.evaluate(() => (window as unknown as { __registeredBeforeLoad?: boolean }).__registeredBeforeLoad)).toBe(false);
  });

  test('a visited page opens offline; a page never seen shows the offline page with the contact details', async ({ page, context }) => {
    await page.goto('/');
    await activeWorker(page);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const aboutHeading = await page.getByRole('heading', { level: 1 }).textContent();

    await context.setOffline(true);
    expect((await page.goto('/about'))?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutHeading!);

    await page.goto('/services/ai-solutions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You Are Offline');
    await expect(page.getByRole('main').getByRole('link', { name: siteConfig.email })).toBeVisible();
    await expect(page.getByRole('main').locator('address').getByText(`${siteConfig.address.city}, ${siteConfig.address.region}`)).toBeVisible();
    await context.setOffline(false);
  });

  test('a page reached by a client-side navigation opens offline too', async ({ page, context }) => {
    await page.goto('/');
    await activeWorker(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    const aboutHeading = await page.getByRole('heading', { level: 1 }).textContent();
    // The router fetched only the page's RSC payload; the worker fetches the page itself when told.
    await expect.poll(() => cachedPaths(page, 'prc-pages-')).toContain('/about');

    await context.setOffline(true);
    expect((await page.goto('/about'))?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutHeading!);
    // Its scripts were kept too: the page comes to life offline.
    await expectReactToOwn(page.locator('body'));
    await context.setOffline(false);
  });

  test('a link followed offline to a page never seen shows the offline page; the page itself loads once the connection is back', async ({ page, context }) => {
    await page.goto('/');
    await activeWorker(page);
    await expectReactToOwn(page.locator('body'));
    await context.setOffline(true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You Are Offline');
    await expect(page).toHaveURL(/\/contact$/);
    await expectReactToOwn(page.locator('body'));
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('a build file is found offline whatever deployment query names it (Vercel Skew Protection writes ?dpl=)', async ({ page, context }) => {
    await page.goto('/about');
    await activeWorker(page);
    await expect.poll(() => cachedPaths(page, 'prc-assets-')).toContainEqual(expect.stringMatching(/^\/_next\/static\/.+\.js$/));
    const script = (await cachedPaths(page, 'prc-assets-')).find((path) => path.endsWith('.js'))!;
    await context.setOffline(true);
    const answered = await page.evaluate((url) => fetch(url).then((response) => response.status, () => 0), `${script}?dpl=dpl_4ZRs9m2X`);
    await context.setOffline(false);
    expect(answered).toBe(200);
  });

  test('the page cache keeps one copy per path, whatever the query string', async ({ page }) => {
    await page.goto('/');
    await activeWorker(page);
    for (const query of ['?q=strategy', '?q=tariffs', '?utm_source=newsletter']) await page.goto(`/search${query}`);
    await expect.poll(async () => (await cachedPaths(page, 'prc-pages-')).filter((path) => path === '/search')).toEqual(['/search']);
    expect((await cachedPaths(page, 'prc-pages-')).length).toBe(new Set(await cachedPaths(page, 'prc-pages-')).size);
  });

  test('keeps no redirect and no newsletter link page, in any capitals', async ({ page }) => {
    await page.goto('/');
    await activeWorker(page);
    // A case redirect (308 to /about), and the unsubscribe page the server also answers in capitals.
    for (const path of ['/About', '/NEWSLETTER/UNSUBSCRIBE?token=not-a-token', '/about']) await page.goto(path);
    await expect.poll(() => cachedPaths(page, 'prc-pages-')).toContain('/about');
    const kept = await cachedPaths(page, 'prc-pages-');
    expect(kept.filter((path) => path !== path.toLowerCase() || path.toLowerCase().startsWith('/newsletter/'))).toEqual([]);
  });

  test('pages come from the network whenever it answers, so a new deployment is never hidden', async ({ page, context }) => {
    await page.goto('/');
    await activeWorker(page);
    await page.goto('/about');
    // Change what the server "deploys" for /about; the worker must pass the new HTML through, not its copy.
    // (context.route, unlike page.route, also sees the requests a service worker makes.)
    await context.route('**/about', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>v2</title><h1>Deployment two</h1>' }),
    );
    const response = await page.goto('/about');
    // The worker answered the navigation, with what the network gave it.
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deployment two');
  });

  test('a first visit keeps the offline page, the page visited and its files, nothing of other routes; the newsletter POST goes through', async ({ page }) => {
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `sw-${randomUUID()}` });
    const workerRequests: string[] = [];
    page.context().on('request', (request) => {
      if (request.serviceWorker()) workerRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('/about');
    await activeWorker(page);
    // The offline page alone in the precache; the page visited in the (network-first) page cache.
    expect(await cachedPaths(page, 'prc-shell-')).toEqual(['/offline']);
    await expect.poll(() => cachedPaths(page, 'prc-pages-')).toEqual(['/about']);
    // The page as served (the worker takes it from the HTTP cache, not the network): the same document.
    const cached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.startsWith('prc-pages-'))!;
      const response = (await (await caches.open(name)).match('/about'))!;
      return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
    });
    expect(cached.status).toBe(200);
    expect(cached.type).toContain('text/html');
    expect(cached.html).toContain(`<title>${await page.title()}</title>`);
    // The build's files: exactly those the page loaded and those the offline page names, never another route's.
    const { expected, legacy, deferred, print } = await page.evaluate(async () => {
      const loaded = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
      // The files the offline page names, but not its noModule polyfill, which this browser never loads, nor the site's
      // stylesheet, which a page only places for client-side navigations (DOMParser runs no script: <noscript> holds elements).
      const html = await (await fetch('/offline')).text();
      const parsed = new DOMParser().parseFromString(html, 'text/html');
      const path = (element: Element, attribute: string) => new URL(element.getAttribute(attribute)!, location.origin).pathname;
      const legacy = [...parsed.querySelectorAll('script[nomodule]')].map((script) => path(script, 'src'));
      const deferred = [...parsed.querySelectorAll('noscript[data-deferred-stylesheet] link')].map((link) => path(link, 'href'));
      const offline = (html.match(/\/_next\/static\/[^"'\s)<>?#\\]+/g) ?? []).filter((file) => !legacy.includes(file) && !deferred.includes(file));
      // And the print sheet every page links, so that a page opened offline prints as it would online.
      const print = [...parsed.querySelectorAll('link[rel="stylesheet"][media="print"]')].map((link) => path(link, 'href'));
      const kept = [...loaded, ...offline].filter((file) => file.startsWith('/_next/static/'));
      return { expected: [...new Set([...kept, ...print])].sort(), legacy, deferred, print };
    });
    expect(legacy).toHaveLength(1);
    expect(deferred).toHaveLength(1);
    expect(print).toEqual(['/print.css']);
    await expect.poll(async () => (await cachedPaths(page, 'prc-assets-')).sort()).toEqual(expected);
    expect(workerRequests).not.toContain(deferred[0]);
    // The offline page and the page visited name mostly the same shared files: the worker reads each once.
    expect(workerRequests.filter((path, index) => workerRequests.indexOf(path) !== index)).toEqual([]);
    expect(workerRequests).toEqual(expect.arrayContaining(['/sw.js', '/offline', '/about', ...expected]));

    const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' });
    await expectReactToOwn(form);
    await form.getByRole('textbox', { name: 'Email address' }).fill(`sw.${randomUUID().slice(0, 12)}@example.com`);
    await form.getByRole('button').click();
    await expect(form.getByRole('status')).toContainText(NEWSLETTER_MESSAGES.success, { timeout: 30_000 });
  });

  test('the offline page gives the contact details, is not indexed and passes axe', async ({ page }) => {
    await page.goto('/offline');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You Are Offline');
    await expect(page.getByRole('main').getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', `tel:${siteConfig.phone.e164}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expectNoAxeViolations(page);
  });
});
