// One way to make a URL key of a label: topic pages (lib/content/topics.ts) and the file name of a new article
// (scripts/content/new.mjs). Plain JavaScript: bare Node runs the script.

/**
 * A label as a URL key: "California SB 253" → "california-sb-253", "R&D Budgets" → "r-and-d-budgets". Empty when the
 * label has no letters or digits.
 * @param {string} label
 */
export function slugOf(label) {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
