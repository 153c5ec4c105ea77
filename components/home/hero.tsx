import Image from 'next/image';
import { ButtonLink } from '@/components/ui/button-link';

type HeroProps = { headline: string; lead: string };

export function Hero({ headline, lead }: HeroProps) {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-navy-900">
      {/* Decorative landscape and the page's largest image: preloaded, and fetched at high priority ahead of the fonts. */}
      <Image src="/images/hero.svg" alt="" fill preload fetchPriority="high" unoptimized sizes="100vw" className="-z-10 object-cover object-right" />
      <div className="absolute inset-0 -z-10 bg-linear-to-r from-navy-950/95 via-navy-900/80 to-navy-900/20" aria-hidden="true" />
      <div className="container-page py-20 sm:py-28 lg:py-36">
        <p className="eyebrow text-copper-300!">Business consulting · Casper, Wyoming</p>
        <h1 id="hero-heading" className="mt-4 max-w-3xl text-4xl font-semibold text-white! sm:text-5xl lg:text-6xl">
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
