import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

// Every route's own page is audited where it is loaded once for all per-route checks: e2e/every-route.spec.ts.

test.describe('Accessibility of the header menus when open (desktop)', () => {
  for (const name of ['Services', 'Industries']) {
    test(`the open ${name} dropdown has no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.goto('/about');
      const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name });
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('list', { name }).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('Landmarks: the few a screen-reader visitor jumps to, not one per section', () => {
  // A content section is found by its heading; a named region is kept only where a jump target helps (the lead form).
  for (const [path, regions, complementary] of [
    ['/', [], []],
    ['/about', [], []],
    ['/industries/manufacturing', [], []],
    ['/services/strategy-consulting', [], []],
    ['/insights/ai-decision-making-2025', [], []],
    ['/contact', ['Request a Consultation'], ['Contact Details']],
  ] as const) {
    test(`${path}: named regions ${JSON.stringify(regions)}, complementary ${JSON.stringify(complementary)}`, async ({ page }) => {
      await page.goto(path);
      const names = (role: 'region' | 'complementary') =>
        page.getByRole('main').getByRole(role).evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-labelledby')));
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      expect(await names('region')).toHaveLength(regions.length);
      expect(await names('complementary')).toHaveLength(complementary.length);
      for (const name of regions) await expect(page.getByRole('region', { name })).toBeVisible();
      for (const name of complementary) await expect(page.getByRole('complementary', { name })).toBeVisible();
    });
  }
});

test.describe('Forced colours (Windows contrast themes), which drop the box-shadows that draw our edges', () => {
  const outlineStyle = (locator: import('@playwright/test').Locator) => locator.evaluate((element) => getComputedStyle(element).outlineStyle);

  test('fields, buttons and open menus keep an outline, and the chosen search filter stands out', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/search?q=supply');
    const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' });
    expect(await outlineStyle(form.getByRole('textbox', { name: 'Email address' }))).toBe('solid');
    expect(await outlineStyle(form.getByRole('button', { name: 'Subscribe' }))).toBe('solid');

    // The chip is the span after each radio (components/search/search-panel.tsx).
    const chosen = page.locator('input[name="section"]:checked + span');
    const other = page.locator('input[name="section"]:not(:checked) + span').first();
    await expect(chosen).toHaveCount(1);
    const background = (locator: import('@playwright/test').Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background(chosen)).not.toBe(await background(other));

    await page.setViewportSize({ width: 1280, height: 800 });
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
    await trigger.click();
    expect(await outlineStyle(page.getByRole('list', { name: 'Services' }).first())).toBe('solid');
  });

  test('in normal colours nothing changes: the edges stay shadows, with no outline', async ({ page }) => {
    await page.goto('/search?q=supply');
    const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' });
    expect(await outlineStyle(form.getByRole('textbox', { name: 'Email address' }))).toBe('none');
    expect(await outlineStyle(form.getByRole('button', { name: 'Subscribe' }))).toBe('none');
  });
});

test.describe('The axe check itself (e2e/support/axe.ts)', () => {
  // An image without alternative text is a WCAG violation axe reports as image-alt.
  const missingAlt = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="1" height="1">';
  const htmlWith = (body: string) => `<!DOCTYPE html><html lang="en"><head><title>Axe check</title></head><body><main>${body}</main></body></html>`;

  test('reports a violation in the page, and one inside a frame', async ({ page }) => {
    await page.setContent(htmlWith(missingAlt));
    await expect(expectNoAxeViolations(page)).rejects.toThrow('image-alt');
    await page.setContent(htmlWith(`<p>Text</p><iframe title="Form" srcdoc='${missingAlt}'></iframe>`));
    await expect(expectNoAxeViolations(page)).rejects.toThrow('image-alt');
  });

  test("runs Lighthouse's rules beyond WCAG's tags: a link whose name leaves out its visible words is reported", async ({ page }) => {
    await page.setContent(htmlWith('<a href="/">Platte River</a> <a href="/" aria-label="Home">Platte River</a>'));
    await expect(expectNoAxeViolations(page)).rejects.toThrow('label-content-name-mismatch');
  });

  test("reports a page without a title: one of SEO's two axe rules, which CI's Lighthouse leaves to this check", async ({ page }) => {
    // scripts/bench/run-lighthouse.mjs (SEO_AUDITS_AXE_RUNS); the other, image-alt, is the first test's.
    await page.setContent(htmlWith('<h1>Heading</h1>').replace('<title>Axe check</title>', ''));
    await expect(expectNoAxeViolations(page)).rejects.toThrow('document-title');
  });

  test("runs axe's best practices beyond WCAG: a page without a level-one heading is reported", async ({ page }) => {
    await page.setContent(htmlWith('<p>Text</p>'));
    await expect(expectNoAxeViolations(page)).rejects.toThrow('page-has-heading-one');
  });

  test('audits a page whose frame is blank on purpose, without waiting for another document', async ({ page }) => {
    await page.setContent(htmlWith('<h1>Heading</h1><iframe title="Empty" src="about:blank"></iframe>'));
    await expectNoAxeViolations(page);
  });

  test("audits a frame that takes more than a second to take axe's script", async ({ page }) => {
    // @axe-core/playwright would leave such a frame out, as it did on a busy CI machine (e2e/support/axe.ts).
    const slowToTakeAxe = `<script>
      Object.defineProperty(window, 'axe', { configurable: true, set(value) {
        const start = Date.now();
        while (Date.now() - start < 1500);
        Object.defineProperty(window, 'axe', { value, writable: true, configurable: true });
      } });
    </script>${missingAlt}`;
    await page.setContent(htmlWith(`<p>Text</p><iframe title="Slow form" srcdoc="${slowToTakeAxe.replaceAll('"', '&quot;')}"></iframe>`));
    await expect(expectNoAxeViolations(page)).rejects.toThrow('image-alt');
  });

  test('audits a frame the page adds while the audit runs', async ({ page }) => {
    await page.setContent(htmlWith('<p>Text</p>'));
    // The frame arrives the moment axe's script is put into the page, after the check has chosen its mode.
    await page.evaluate((html) => {
      Object.defineProperty(window, 'axe', {
        configurable: true,
        set(value) {
          Object.defineProperty(window, 'axe', { value, writable: true, configurable: true });
          const frame = document.createElement('iframe');
          frame.title = 'Late form';
          frame.srcdoc = html;
          document.querySelector('main')?.append(frame);
        },
      });
    }, missingAlt);
    await expect(expectNoAxeViolations(page)).rejects.toThrow('image-alt');
  });
});
