/** A run of excerpt text, marked when it matched the query. */
export type ExcerptPart = { text: string; marked: boolean };

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Punctuation Pagefind marks with the word it touches ("<mark>suppliers,</mark>"); only the word is the match. */
const LEADING_PUNCTUATION = /^[(["\u201c\u2018']+/;
const TRAILING_PUNCTUATION = /[.,;:!?)\]"\u201d\u2019']+$/;

/** Appends a run, joining it to the last one when both are marked or both are not. */
function pushRun(parts: ExcerptPart[], text: string, marked: boolean) {
  if (!text) return;
  const last = parts.at(-1);
  if (last && last.marked === marked) last.text += text;
  else parts.push({ text, marked });
}

/** The marked runs without the punctuation around their words. */
function unmarkPunctuation(parts: readonly ExcerptPart[]): ExcerptPart[] {
  const result: ExcerptPart[] = [];
  for (const { text, marked } of parts) {
    if (!marked) {
      pushRun(result, text, false);
      continue;
    }
    const lead = LEADING_PUNCTUATION.exec(text)?.[0] ?? '';
    const trail = TRAILING_PUNCTUATION.exec(text.slice(lead.length))?.[0] ?? '';
    const word = text.slice(lead.length, text.length - trail.length);
    pushRun(result, lead, false);
    pushRun(result, word, true);
    pushRun(result, trail, false);
  }
  return result;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Enough of the excerpt's start or end to find it at the start or end of the page's text. */
const EDGE_CHARS = 40;

/** An ellipsis where the excerpt starts or ends inside the page's text, so a cut sentence reads as cut. */
function markCuts(parts: readonly ExcerptPart[], pageText: string): ExcerptPart[] {
  const page = squash(pageText);
  const shown = squash(parts.map((part) => part.text).join(''));
  if (!shown) return [...parts];
  const result: ExcerptPart[] = [];
  if (!page.startsWith(shown.slice(0, EDGE_CHARS))) pushRun(result, '\u2026 ', false);
  for (const part of parts) pushRun(result, part.text, part.marked);
  if (!page.endsWith(shown.slice(-EDGE_CHARS))) pushRun(result, ' \u2026', false);
  return result;
}

/**
 * Pagefind's excerpt is HTML: escaped page text with the matched words in <mark>.
 * Splitting it into plain text runs lets React render it without innerHTML; any other tag is dropped.
 * Given the page's whole text (Pagefind's `content`), an ellipsis shows where the excerpt cuts it.
 */
export function excerptParts(excerpt: string, pageText?: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const push = (html: string, marked: boolean) => {
    const text = decodeEntities(html.replace(/<[^>]*>/g, ''));
    if (text) parts.push({ text, marked });
  };
  let last = 0;
  for (const match of excerpt.matchAll(/<mark>([\s\S]*?)<\/mark>/g)) {
    push(excerpt.slice(last, match.index), false);
    push(match[1] ?? '', true);
    last = match.index + match[0].length;
  }
  push(excerpt.slice(last), false);
  const words = unmarkPunctuation(parts);
  return pageText === undefined ? words : markCuts(words, pageText);
}
