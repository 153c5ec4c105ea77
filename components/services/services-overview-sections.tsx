import { IntentLink } from '@/components/ui/intent-link';
import { AiOfferingGrid } from '@/components/services/ai-offering-card';
import { IndustryExpertiseCard } from '@/components/services/industry-expertise-card';
import { ServiceCard } from '@/components/services/service-card';
import { CardGridSection } from '@/components/ui/card-grid-section';
import { IconPointList } from '@/components/ui/icon-point-list';
import { SectionHeading } from '@/components/ui/section-heading';
import type { IconName } from '@/content/icon-names';
import type { PortfolioOffering, Service, ServiceIndustryCard, TitledText } from '@/content/schemas';

export function CoreServices({ services }: { services: readonly Service[] }) {
  return (
    <CardGridSection
      id="core-services-heading"
      eyebrow="What we do"
      title="Core Services"
      items={services}
      itemKey={(service) => service.slug}
      renderItem={(service) => <ServiceCard service={service} />}
    />
  );
}

export function AiPortfolio({ offerings }: { offerings: readonly PortfolioOffering[] }) {
  return (
    <section className="bg-sand-100 py-16">
      <div className="container-page">
        <div className="keep-with-next flex flex-wrap items-end justify-between gap-4">
          <SectionHeading
            id="ai-portfolio-heading"
            eyebrow="Practical AI"
            title="AI Solutions Portfolio"
            lead="Eight tools we deploy on contained, measurable problems, each grounded in your own data and reviewed by your people."
          />
          <IntentLink href="/services/ai-solutions" className="font-semibold text-copper-700 underline underline-offset-4 hover:text-copper-600">
            Explore AI Solutions
          </IntentLink>
        </div>
        <AiOfferingGrid offerings={offerings} className="mt-10 xl:grid-cols-4" />
      </div>
    </section>
  );
}

export function IndustryExpertise({ cards }: { cards: readonly ServiceIndustryCard[] }) {
  return (
    <CardGridSection
      id="industry-expertise-heading"
      eyebrow="Where we work"
      title="Industry Expertise"
      lead="The sectors where clients ask for us most. Certification badges show credentials held by our consultants, not by the firm."
      items={cards}
      itemKey={(card) => card.industrySlug}
      renderItem={(card) => <IndustryExpertiseCard card={card} />}
    />
  );
}

const differentiatorIcons: readonly IconName[] = ['people', 'target', 'results', 'shield'];

export function Differentiators({ points }: { points: readonly TitledText[] }) {
  return (
    <section className="bg-white py-16">
      <div className="container-page">
        <SectionHeading id="differentiators-heading" eyebrow="How we are different" title="What Sets Us Apart" />
        <IconPointList points={points} icons={differentiatorIcons} badge="river" />
      </div>
    </section>
  );
}
