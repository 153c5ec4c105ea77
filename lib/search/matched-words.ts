/**
 * Pagefind finds a word it does not hold through the longest word it holds that the query word begins with
 * ("tourism" through "to", "aardvark" through "a"), which helps a typo ("manufacturng" finds "manufacturing") but
 * lists every page with "to" for a word the site never uses. A query word that shares fewer than this many
 * leading letters with every word matched for it was not found.
 */
const MIN_SHARED_LETTERS = 3;
/**
 * The share of a query word's letters that a word matched for it must start with. Pagefind substitutes the longest
 * word the query word begins with and the words that one starts: "restaurant", a word no page uses, matched "rest"
 * and "rests" on 8 pages. A typo or an ending ("manufacturng", "strategies" for "strategy") keeps more.
 */
const MIN_SHARED_SHARE = 0.6;
/**
 * The fewest letters of a page's word that, whole, begins the query word and so counts as its stem, whatever share it
 * keeps: "digital" for "digitalization", "transport" for "transportation"; "rest" is too short to tell.
 */
const MIN_STEM_LETTERS = 5;

/** A word as Pagefind compares it: lower case, without accents or punctuation. */
function normalize(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** A page's word and its parts: Pagefind also indexes a compound by its parts ("crypto-mining" as "mining"). */
function forms(word: string): string[] {
  return [normalize(word), ...word.split(/[^\p{L}\p{N}]+/u).map(normalize)].filter(Boolean);
}

function sharedStart(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/** Whether a page's word matched for the query word is that word, a typo of it, another ending of it or its stem. */
function isMatch(word: string, candidate: string): boolean {
  const shared = sharedStart(word, candidate);
  if (shared >= Math.max(MIN_SHARED_LETTERS, Math.ceil(word.length * MIN_SHARED_SHARE))) return true;
  return shared === candidate.length && shared >= MIN_STEM_LETTERS;
}

/** A result as far as its matched words go: Pagefind's page text, and the positions in it of the words matched. */
export type MatchedPage = { content: string; locations: readonly number[] };

/**
 * The first word of the query that no listed result matched through a word sharing MIN_SHARED_LETTERS leading
 * letters with it, or null. Pagefind makes its substitution for every page or none, so the results listed tell for
 * all of them; and one of them holding the word is enough ("aging" also matches "agency", which may rank first).
 */
export function unmatchedWord(query: string, results: readonly MatchedPage[]): string | null {
  // A quoted phrase is matched word for word, never by substitution.
  if (/^\s*".+"\s*$/.test(query)) return null;
  const matched = results.flatMap(({ content, locations }) => {
    const pageWords = content.split(/\s+/);
    return locations.flatMap((location) => forms(pageWords[location] ?? ''));
  });
  // Matched in their titles alone: there are no words to judge.
  if (matched.length === 0) return null;
  for (const word of query.split(/\s+/).map(normalize)) {
    if (word.length < MIN_SHARED_LETTERS) continue;
    if (!matched.some((candidate) => isMatch(word, candidate))) return word;
  }
  return null;
}
