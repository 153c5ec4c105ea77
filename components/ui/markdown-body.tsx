import { renderMarkdown } from '@/lib/markdown/render';

/**
 * A Markdown body as one element: rendered to sanitised HTML on the server at build time, so React
 * neither ships nor hydrates its paragraphs (docs/content.md).
 */
export function MarkdownBody({ markdown, className = '' }: { markdown: string; className?: string }) {
  return <div className={`prose-body ${className}`} dangerouslySetInnerHTML={{ __html: renderMarkdown(markdown).html }} />;
}
