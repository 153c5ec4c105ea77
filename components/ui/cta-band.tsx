import { ButtonLink } from './button-link';

type CtaBandProps = {
  heading: string;
  body: string;
  action?: { label: string; href: string };
};

/** The closing call to action that ends most pages. */
export function CtaBand({ heading, body, action = { label: 'Schedule a Consultation', href: '/contact' } }: CtaBandProps) {
  return (
    // text-sand-100: the colour its text falls back to in a browser too old for the paragraph's translucent one
    // (oklab(): Chrome before 111), which was otherwise the page's dark ink on this dark band (docs/browser-support.md).
    <section className="no-print bg-navy-900 text-sand-100">
      <div className="container-page flex flex-col items-start gap-6 py-16 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-heading" className="text-3xl font-semibold text-white">
            {heading}
          </h2>
          <p className="mt-3 text-lg text-sand-100/90">{body}</p>
        </div>
        <ButtonLink href={action.href} variant="inverse" className="shrink-0">
          {action.label}
        </ButtonLink>
      </div>
    </section>
  );
}
