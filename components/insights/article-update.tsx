import { updateHeading } from '@/lib/article-dates';
import { splitParagraphs } from '@/lib/text';

/** What has changed since publication, dated by the article's last modification. */
export function ArticleUpdate({ text, modifiedAt }: { text: string; modifiedAt: string }) {
  return (
    <section className="rounded-xl border-l-4 border-copper-600 bg-sand-100 p-6 sm:p-7">
      <h2 id="article-update-heading" className="text-xl font-semibold">
        {updateHeading(modifiedAt)}
      </h2>
      {splitParagraphs(text).map((paragraph) => (
        <p key={paragraph.slice(0, 48)} className="mt-3 text-ink">
          {paragraph}
        </p>
      ))}
    </section>
  );
}
