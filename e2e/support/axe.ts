import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The rules Lighthouse's accessibility category turns on beyond WCAG's tags (lighthouse 13.5,
 * core/gather/gatherers/accessibility.js), so that this suite, which audits every route at two widths, finds all that
 * category would; CI no longer runs that category (docs/performance.md, "What CI enforces"). Most are on in axe by
 * default; turning them on keeps the rest.
 */
export const LIGHTHOUSE_EXTRA_RULES = [
  'accesskeys', 'aria-allowed-role', 'aria-conditional-attr', 'aria-deprecated-role', 'aria-dialog-name', 'aria-prohibited-attr',
  'aria-treeitem-name', 'aria-text', 'autocomplete-valid', 'empty-heading', 'heading-order', 'html-xml-lang-mismatch',
  'identical-links-same-purpose', 'image-redundant-alt', 'input-button-name', 'label-content-name-mismatch', 'landmark-one-main',
  'link-in-text-block', 'meta-viewport', 'presentation-role-conflict', 'select-name', 'skip-link', 'svg-img-alt', 'tabindex',
  'table-duplicate-name', 'table-fake-caption', 'target-size', 'td-has-header',
];

const EXTRA_RULES_ON = Object.fromEntries(LIGHTHOUSE_EXTRA_RULES.map((rule) => [rule, { enabled: true }]));

/**
 * Every rule axe turns on by default, which are WCAG 2.0–2.2 A and AA and axe's best practices (one level-one heading,
 * landmarks that are unique and hold all the content…), and the rules above. No filter by WCAG's tags: it would drop
 * 14 best-practice rules the site passes, for 4 % of the audit's time (16 audits, 2026-11-26).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Only violations are asserted: axe then skips collecting every passing node, most of its time on a long page.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'], rules: EXTRA_RULES_ON });
  // A page without frames is audited in legacy mode, axe in the page itself, instead of gathering partial results in
  // a blank page of their own: 2.5x faster here (2026-11-25: /services 1.2 s against 2.9 s). Legacy mode does not look
  // inside frames, so a page with one (the contact page's lead form, when configured) gets the full run.
  const framed = () => page.frames().length > 1;
  const legacy = !framed();
  let results = await builder.setLegacyMode(legacy).analyze();
  // A frame the page added while the legacy run went through it was not audited: run again, frames included.
  if (legacy && framed()) results = await builder.setLegacyMode(false).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe violations').toEqual([]);
}
