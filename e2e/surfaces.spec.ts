import { expect, test, type Locator } from '@playwright/test';
import { sectionTitled } from './support/sections';

// The site's own edge-* and shadow-* utilities (app/globals.css) compose through two registered properties, as
// Tailwind's ring and shadow utilities do through theirs: these check what a visitor sees of that composition.

/** The element's box-shadows as the browser computed them, one string per shadow ('none' if it has none). */
const shadows = (element: Locator) =>
  element.evaluate((el) => getComputedStyle(el).boxShadow.split(/,(?![^(]*\))/).map((shadow) => shadow.trim()));

/** A shadow's offsets, blur and spread, without its colour (an alpha colour's computed spelling is not this test's subject). */
const geometry = (shadow = '') => shadow.replace(/^(?:[a-z]+\([^)]*\)|#\w+)\s+/, '');

const EDGE = '0px 0px 0px 1px';
const NO_EDGE = 'rgba(0, 0, 0, 0) 0px 0px 0px 0px';
const CARD = ['rgba(16, 34, 52, 0.06) 0px 1px 2px 0px', 'rgba(16, 34, 52, 0.18) 0px 8px 24px -12px'];
const LIFTED = ['rgba(0, 0, 0, 0.1) 0px 10px 15px -3px', 'rgba(0, 0, 0, 0.1) 0px 4px 6px -4px'];

test('a card shows its edge and its shadow together, and keeps its edge when hovering lifts it', async ({ page }) => {
  await page.goto('/services');
  const card = sectionTitled(page, 'Core Services').getByRole('article').first();
  const [edge, ...rest] = await shadows(card);
  expect(geometry(edge)).toBe(EDGE);
  expect(edge, 'a visible edge').not.toMatch(/^rgba\(0, 0, 0, 0\)/);
  expect(rest).toEqual(CARD);

  await card.hover();
  await expect.poll(() => shadows(card)).toEqual([edge, ...LIFTED]);
});

test('an edge is not inherited: a certification pill inside a card has its own, and the card’s heading none', async ({ page }) => {
  await page.goto('/services');
  const card = sectionTitled(page, 'Industry Expertise').getByRole('article').first();
  const edgeOf = (element: Locator) => element.evaluate((el) => getComputedStyle(el).getPropertyValue('--edge').trim());
  // An alpha colour, written #rrggbbaa (mixed in sRGB: app/globals.css).
  expect(await edgeOf(card)).toMatch(/^0 0 0 1px #[0-9a-f]{8}$/);
  expect(await edgeOf(card.getByRole('heading', { level: 3 }))).toBe('0 0 #0000');
  const pill = card.getByRole('list').last().getByRole('listitem').first();
  const [pillEdge, pillLift] = await shadows(pill);
  expect([geometry(pillEdge), pillLift]).toEqual([EDGE, NO_EDGE]);
  expect(pillEdge).not.toBe((await shadows(card))[0]);
});

test('an edge without an alpha, and a button’s shadow without an edge', async ({ page }) => {
  await page.goto('/insights/vr-workplace-2025');
  const topic = sectionTitled(page, 'Related Topics').getByRole('link').first();
  expect(await shadows(topic)).toEqual([`rgb(233, 224, 207) ${EDGE}`, NO_EDGE]);
  const subscribe = page.getByRole('form', { name: 'Newsletter sign-up' }).getByRole('button');
  expect(await shadows(subscribe)).toEqual([NO_EDGE, 'rgba(0, 0, 0, 0.1) 0px 1px 3px 0px', 'rgba(0, 0, 0, 0.1) 0px 1px 2px -1px']);
});
