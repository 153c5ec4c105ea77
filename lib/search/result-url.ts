/** An element with an id on an indexed page, and where it stands in the page's text (Pagefind's `anchors`). */
export type PagefindAnchor = { element: string; id: string; location: number };

type ResultPlace = {
  url: string;
  /** The page's text, words separated by single spaces, and the excerpt shown from it. */
  content: string;
  plain_excerpt: string;
  /** Positions in `content` of the matched words, and of the elements with an id. */
  locations: readonly number[];
  anchors: readonly PagefindAnchor[];
};

/** Headings a link can land on; the page's h1 is its top, where the page's own address lands. */
const SECTION_HEADING = /^h[2-6]$/;
/**
 * About two screens of text: a match farther below its heading than this would not be in view there either (an
 * article's body sits under its update note, the last heading with an id before the key insights).
 */
const MAX_WORDS_BELOW_HEADING = 300;

/**
 * Where a result links. A page whose title or opening says the words opens at its top ("healthcare", "quantum"); one
 * that says them only further down opens at the heading above the first match its excerpt shows, so a legal term or a
 * person on /about is on screen when the page opens ("refund", "Marisol"). Without such a heading near it, the page itself.
 */
export function resultUrl({ url, content, plain_excerpt, locations, anchors }: ResultPlace): string {
  const headings = anchors.filter((anchor) => SECTION_HEADING.test(anchor.element) && anchor.id).sort((a, b) => a.location - b.location);
  const firstSection = headings[0]?.location ?? Infinity;
  if (locations.some((location) => location < firstSection)) return url;
  const at = content.indexOf(plain_excerpt);
  if (!plain_excerpt || at < 0) return url;
  const excerptStart = content.slice(0, at).split(' ').length - 1;
  // A page matched by its title alone has no match in its text: its excerpt is the page's start.
  const firstShown = Math.min(...locations.filter((location) => location >= excerptStart), excerptStart + plain_excerpt.split(' ').length - 1);
  const heading = headings.filter((anchor) => anchor.location <= firstShown).at(-1);
  return heading && firstShown - heading.location <= MAX_WORDS_BELOW_HEADING ? `${url}#${encodeURIComponent(heading.id)}` : url;
}
