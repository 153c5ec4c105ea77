import Link from 'next/link';
import { AiOfferingGrid } from '@/components/services/ai-offering-card';
import { IndustryExpertiseCard } from '@/components/services/industry-expertise-card';
import { ServiceCard } from '@/components/services/service-card';
import { IconPointList } from '@/components/ui/icon-point-list';
import type { IconName } from '@/content/icon-names';
import type { PortfolioOffering, Service, ServiceIndustryCard, TitledText } from '@/content/schemas';

export function CoreServices({ services }: { services: readonly Service[] }) {
  return (
    <section aria-labelledby="core-services-heading" className="container-page py-16">
      <p className="eyebrow">What we do</p>
      <h2 id="core-services-heading" className="mt-2 text-3xl font-semibold sm:text-4xl">
        Core Services
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.slug}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AiPortfolio({ offerings }: { offerings: readonly PortfolioOffering[] }) {
  return (
    <section aria-labelledby="ai-portfolio-heading" className="bg-sand-100 py-16">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-3xl">
            <p className="eyebrow">Practical AI</p>
            <h2 id="ai-portfolio-heading" className="mt-2 text-3xl font-semibold sm:text-4xl">
              AI Solutions Portfolio
            </h2>
            <p className="mt-4 text-lg text-ink-soft">
              Eight tools we deploy on contained, measurable problems, each grounded in your own data and reviewed by your people.
            </p>
          </div>
          <Link href="/services/ai-solutions" className="font-semibold text-copper-700 underline underline-offset-4 hover:text-copper-600">
            Explore AI Solutions
          </Link>
        </div>
        <AiOfferingGrid offerings={offerings} className="mt-10 lg:grid-cols-4" />
      </div>
    </section>
  );
}

export function IndustryExpertise({ cards }: { cards: readonly ServiceIndustryCard[] }) {
  return (
    <section aria-labelledby="industry-expertise-heading" className="container-page py-16">
      <p className="eyebrow">Where we work</p>
      <h2 id="industry-expertise-heading" className="mt-2 text-3xl font-semibold sm:text-4xl">
        Industry Expertise
      </h2>
      <p className="mt-4 max-w-3xl text-lg text-ink-soft">
        The sectors where clients ask for us most. Certification badges show credentials held by our consultants, not by the
        firm.
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.industrySlug}>
            <IndustryExpertiseCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const differentiatorIcons: readonly IconName[] = ['people', 'target', 'results', 'shield'];

export function Differentiators({ points }: { points: readonly TitledText[] }) {
  return (
    <section aria-labelledby="differentiators-heading" className="bg-white py-16">
      <div className="container-page">
        <p className="eyebrow">How we are different</p>
        <h2 id="differentiators-heading" className="mt-2 text-3xl font-semibold sm:text-4xl">
          What Sets Us Apart
        </h2>
        <IconPointList points={points} icons={differentiatorIcons} badge="river" />
      </div>
    </section>
  );
}
