import type { Source } from '@/content/schemas';

/** A source as an article cites it, split where the page links the title. */
export type Citation = {
  /** The whole line: "{title}. {publisher}, {date}." */
  text: string;
  /** The cited document's title, the part a link to it covers. */
  title: string;
  url?: string;
  /** What follows the title: ". {publisher}, {date}." */
  afterTitle: string;
};

/**
 * One citation format for the page, the feed and the structured data, so they cannot drift. A full stop, not a comma,
 * ends the title: titles hold commas of their own ("FIPS 203, Module-Lattice-Based …").
 */
export function sourceCitation({ title, publisher, date, url }: Source): Citation {
  const afterTitle = `. ${publisher}, ${date}.`;
  return { text: `${title}${afterTitle}`, title, url, afterTitle };
}
