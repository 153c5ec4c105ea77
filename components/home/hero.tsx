import './hero-art.css';
import { ButtonLink } from '@/components/ui/button-link';

type HeroProps = { headline: string; lead: string };

export function Hero({ headline, lead }: HeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-navy-900">
      {/* Decorative landscape, in the page's inlined stylesheet as a data: URL (hero-art.css): it paints with the
          text, where an image would wait one more round trip and become the page's late largest paint. */}
      <div className="hero-art absolute inset-0 -z-10" aria-hidden="true" />
      <div className="absolute inset-0 -z-10 bg-hero-scrim" aria-hidden="true" />
      <div className="container-page py-20 sm:py-28 lg:py-36">
        <p className="eyebrow text-copper-300">Business consulting · Casper, Wyoming</p>
        <h1 id="hero-heading" className="mt-4 max-w-3xl text-4xl font-semibold text-white sm:text-5xl lg:text-6xl">
          {headline}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-sand-100 sm:text-xl">{lead}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href="/contact">Schedule a Consultation</ButtonLink>
          <ButtonLink href="/services" variant="outlineInverse">
            Explore Our Services
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
