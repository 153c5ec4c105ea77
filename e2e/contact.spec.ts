import { expect, test } from '@playwright/test';
import { contactContent } from '../lib/content/pages';
import { siteConfig } from '../content/site-config';

const { faqs } = contactContent;

// NEXT_PUBLIC_ variables are inlined at build time; this spec checks whichever state the build under test has.
const leadFormConfigured = Boolean(process.env.NEXT_PUBLIC_LEAD_FORM_URL?.trim());

test.describe('/contact', () => {
  test('shows the heading, the promise, contact details and social profiles', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
    const main = page.getByRole('main');
    await expect(main).toContainText("we'll respond within 24 hours");
    const details = page.getByRole('complementary', { name: 'Contact Details' });
    await expect(details.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
    await expect(details.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', `tel:${siteConfig.phone.e164}`);
    await expect(details).toContainText('Casper, WY 82609');
    const social = details.getByRole('list', { name: 'Social media' }).getByRole('link');
    await expect(social).toHaveCount(3);
    for (const [index, profile] of siteConfig.social.entries()) {
      await expect(social.nth(index)).toHaveAttribute('href', profile.href);
    }
  });

  test('shows the lead form, or e-mail and phone when none is configured', async ({ page }) => {
    await page.goto('/contact');
    const section = page.getByRole('region', { name: 'Request a Consultation' });
    if (leadFormConfigured) {
      const frame = section.locator('iframe');
      await expect(frame).toHaveAttribute('title', /Consultation request form/);
      expect((await frame.boundingBox())?.height).toBe(1064);
    } else {
      await expect(section.locator('iframe')).toHaveCount(0);
      await expect(section.getByRole('link', { name: `E-mail ${siteConfig.email}` })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
      await expect(section.getByRole('link', { name: `Call ${siteConfig.phone.display}` })).toHaveAttribute('href', `tel:${siteConfig.phone.e164}`);
    }
  });

  test("'Contact Our Team' takes focus and the view to the form", async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('link', { name: 'Contact Our Team' }).click();
    const section = page.getByRole('region', { name: 'Request a Consultation' });
    await expect(section).toBeFocused();
    await expect(section).toBeInViewport();
    await expect(page).toHaveURL(/#lead-form$/);
  });

  test('the FAQ opens and closes from the keyboard', async ({ page }) => {
    await page.goto('/contact');
    const items = page.locator('details');
    await expect(items).toHaveCount(4);
    await expect(page.locator('summary')).toContainText(faqs.map((faq) => faq.question));

    const first = items.first();
    const answer = first.getByText(faqs[0]!.answer);
    await expect(answer).toBeHidden();
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open', '');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(first).not.toHaveAttribute('open', '');
    await expect(answer).toBeHidden();

    // Tab reaches the next question, which opens with Space.
    await page.keyboard.press('Tab');
    await expect(items.nth(1).locator('summary')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(items.nth(1)).toHaveAttribute('open', '');
  });

  test('queues the consultation_request analytics event on view', async ({ page }) => {
    await page.goto('/contact');
    // Off Vercel, @vercel/analytics queues calls in window.vaq.
    await expect
      .poll(() => page.evaluate(() => JSON.stringify((window as unknown as { vaq?: unknown[] }).vaq ?? [])))
      .toContain('"name":"consultation_request"');
    const events = await page.evaluate(() => JSON.stringify((window as unknown as { vaq?: unknown[] }).vaq ?? []));
    expect(events).toContain('"category":"lead_generation"');
    expect(events).toContain('"label":"contact_form"');
    expect(events.match(/consultation_request/g)).toHaveLength(1);
  });
});
