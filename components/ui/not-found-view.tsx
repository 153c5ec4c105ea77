import { SEARCH_PATH } from '@/lib/search/config';
import { ButtonLink } from './button-link';
import { SectionHeading } from './section-heading';

export type NotFoundViewProps = { title: string; message: string; link: { label: string; href: string } };

/** One view for the site's 404 and every unknown-slug page (components/layout/section-not-found.tsx). */
export function NotFoundView({ title, message, link }: NotFoundViewProps) {
  return (
    <section className="container-page flex min-h-[55vh] flex-col items-center justify-center py-20 text-center">
      <SectionHeading as="h1" align="center" eyebrow="Error 404" title={title} />
      <p className="mt-5 max-w-xl text-lg text-ink-soft">{message}</p>
      {/* The spec's way back, and a way on: a visitor who followed a stale link is usually looking for its page. */}
      <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
        <ButtonLink href={link.href}>{link.label}</ButtonLink>
        <ButtonLink href={SEARCH_PATH} variant="secondary">
          Search the Site
        </ButtonLink>
      </div>
    </section>
  );
}
