import { splitParagraphs } from '@/lib/text';

/** Renders body text as paragraphs, split on blank lines. */
export function Paragraphs({ text, className = '' }: { text: string; className?: string }) {
  return (
    <div className={`prose-body ${className}`}>
      {splitParagraphs(text).map((paragraph) => (
        <p key={paragraph.slice(0, 48)}>{paragraph}</p>
      ))}
    </div>
  );
}
