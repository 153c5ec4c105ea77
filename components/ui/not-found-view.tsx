import { ButtonLink } from './button-link';
import { SectionHeading } from './section-heading';

export type NotFoundViewProps = { title: string; message: string; link: { label: string; href: string } };

/** One view for the site's 404 and every unknown-slug page (components/layout/section-not-found.tsx). */
export function NotFoundView({ title, message, link }: NotFoundViewProps) {
  return (
    <section className="container-page flex min-h-[55vh] flex-col items-center justify-center py-20 text-center">
      <SectionHeading as="h1" align="center" eyebrow="Error 404" title={title} />
      <p className="mt-5 max-w-xl text-lg text-ink-soft">{message}</p>
      <ButtonLink href={link.href} className="mt-8">
        {link.label}
      </ButtonLink>
    </section>
  );
}
