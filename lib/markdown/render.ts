import rehypeExternalLinks from 'rehype-external-links';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Plugin } from 'unified';
import type { Root, Element, ElementContent } from 'hast';

/** A heading of a rendered body, for a table of contents. */
export type Heading = { id: string; text: string };

/** A Markdown body turned into HTML once, with its second-level headings. */
export type RenderedMarkdown = { html: string; headings: Heading[] };

const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '';

/** Collects the h2s (after rehype-slug gave them ids) so a page can list its sections. */
const collectHeadings: Plugin<[], Root> = () => {
  return (tree, file) => {
    (file.data as { headings?: Heading[] }).headings = tree.children
      .filter((node): node is Element => node.type === 'element' && node.tagName === 'h2')
      .map((node) => ({ id: String(node.properties.id ?? ''), text: textOf(node) }));
  };
};

/*
 * Raw HTML in a file never reaches the page: remark-rehype drops it (no allowDangerousHtml) and
 * rehype-sanitize keeps GitHub's allow-list (no script, style attribute or event handler).
 * Ids and rel are added after sanitising, so they are ours, not the file's.
 */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: '' })
  .use(rehypeSlug)
  .use(rehypeExternalLinks, { rel: ['noopener', 'noreferrer'] })
  .use(collectHeadings)
  .use(rehypeStringify)
  .freeze();

const cache = new Map<string, RenderedMarkdown>();

/** Renders Markdown to sanitised HTML; each distinct body is rendered once per process. */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const cached = cache.get(markdown);
  if (cached) return cached;
  const file = processor.processSync(markdown);
  const rendered = { html: String(file), headings: (file.data as { headings?: Heading[] }).headings ?? [] };
  cache.set(markdown, rendered);
  return rendered;
}
