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

/**
 * Pagefind's excerpt is HTML: escaped page text with the matched words in <mark>.
 * Splitting it into plain text runs lets React render it without innerHTML; any other tag is dropped.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
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
  return parts;
}
