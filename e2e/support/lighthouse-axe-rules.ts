/**
 * The rules Lighthouse's accessibility category turns on beyond WCAG's tags (lighthouse 13.5,
 * core/gather/gatherers/accessibility.js), so that this suite, which audits every route at two widths, finds all that
 * category would; CI no longer runs that category (docs/performance.md, "What CI enforces"). Most are on in axe by
 * default; turning them on keeps the rest. __tests__/bench/lighthouse-axe-rules.test.ts fails when an upgraded Lighthouse
 * turns on another.
 */
export const LIGHTHOUSE_EXTRA_RULES = [
  'accesskeys', 'aria-allowed-role', 'aria-conditional-attr', 'aria-deprecated-role', 'aria-dialog-name', 'aria-prohibited-attr',
  'aria-treeitem-name', 'aria-text', 'autocomplete-valid', 'empty-heading', 'heading-order', 'html-xml-lang-mismatch',
  'identical-links-same-purpose', 'image-redundant-alt', 'input-button-name', 'label-content-name-mismatch', 'landmark-one-main',
  'link-in-text-block', 'meta-viewport', 'presentation-role-conflict', 'select-name', 'skip-link', 'svg-img-alt', 'tabindex',
  'table-duplicate-name', 'table-fake-caption', 'target-size', 'td-has-header',
];
