// Tailwind declares every design token the site uses (`:root{--color-…}`), registers every composed property any
// utility uses (`@property --tw-shadow{…}`) and repeats those as a fallback for browsers without @property
// (`*,:before,:after,::backdrop{--tw-shadow:…}`). Beasties keeps all three whole, so a page's inlined CSS would
// carry the site's every token. This drops each global definition that the kept rules never read or set; the site's
// full stylesheet, applied once a client-side navigation needs it, brings the rest. No library does this pruning (PurgeCSS removes rules
// by selector, not custom properties by use), hence this small PostCSS pass. Plain JavaScript for the post-build step.
import postcss from 'postcss';

// Rules that only declare globals: the token roots and Tailwind's @property fallback.
const GLOBAL_SELECTOR = /^(?::root|:host|\*|::?before|::?after|::backdrop)$/;
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/** @param {import('postcss').Rule} rule */
const isGlobalDefinition = (rule) => rule.selectors.every((selector) => GLOBAL_SELECTOR.test(selector.trim()));

/** @param {string} value */
const referencedNames = (value) => [...value.matchAll(VAR_REFERENCE)].map(([, name]) => name);

/**
 * @param {string} css
 * @param {{ alsoUsedIn?: string }} [options] text (the page's HTML) whose `var(--…)` references keep a definition too
 * @returns {string}
 */
export function dropUnusedCustomProperties(css, { alsoUsedIn = '' } = {}) {
  const root = postcss.parse(css);
  /** @type {Map<string, import('postcss').Declaration[]>} */
  const definitions = new Map();
  /** @type {Map<string, import('postcss').AtRule[]>} */
  const registrations = new Map();
  const used = new Set(referencedNames(alsoUsedIn));

  root.walkAtRules('property', (atRule) => {
    registrations.set(atRule.params.trim(), [...(registrations.get(atRule.params.trim()) ?? []), atRule]);
  });
  root.walkDecls((decl) => {
    const parent = decl.parent;
    if (parent?.type === 'atrule' && /** @type {import('postcss').AtRule} */ (parent).name === 'property') return;
    if (decl.prop.startsWith('--') && parent?.type === 'rule' && isGlobalDefinition(/** @type {import('postcss').Rule} */ (parent))) {
      definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), decl]);
      return;
    }
    // An ordinary rule that reads a property, or sets it (`.shadow-sm{--tw-shadow:…}`), needs its definition.
    if (decl.prop.startsWith('--')) used.add(decl.prop);
    for (const name of referencedNames(decl.value)) used.add(name);
  });

  // A kept definition may read others (`--tw-ring-shadow` reads `--tw-ring-offset-width`): follow to a fixed point.
  const pending = [...used];
  while (pending.length > 0) {
    const name = /** @type {string} */ (pending.pop());
    for (const decl of definitions.get(name) ?? []) {
      for (const reference of referencedNames(decl.value)) {
        if (!used.has(reference)) {
          used.add(reference);
          pending.push(reference);
        }
      }
    }
  }

  for (const [name, decls] of definitions) if (!used.has(name)) decls.forEach((decl) => decl.remove());
  for (const [name, atRules] of registrations) if (!used.has(name)) atRules.forEach((atRule) => atRule.remove());
  // Rules and blocks left empty go too (`@layer properties{@supports(…){*{}}}`).
  let removed = true;
  while (removed) {
    removed = false;
    root.walk((node) => {
      if ((node.type === 'rule' || node.type === 'atrule') && node.nodes && node.nodes.length === 0) {
        node.remove();
        removed = true;
      }
    });
  }
  return root.toString();
}
