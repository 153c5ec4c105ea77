import { IntentLink } from '@/components/ui/intent-link';
import { Icon } from '@/components/ui/icon';
import type { Service } from '@/content/schemas';

/** A service summary linking to its page; used on the home page and on /services. */
export function ServiceCard({ service, headingLevel: Heading = 'h3' }: { service: Service; headingLevel?: 'h2' | 'h3' }) {
  return (
    <article className="group relative flex h-full flex-col rounded-xl bg-white p-6 shadow-card edge-navy-900/5 transition-shadow hover:shadow-lg">
      <span className="flex size-12 items-center justify-center rounded-lg bg-river-50 text-river-700">
        <Icon name={service.icon} />
      </span>
      <Heading className="mt-5 text-xl font-semibold">
        <IntentLink href={`/services/${service.slug}`} className="after:absolute after:inset-0 after:rounded-xl">
          {service.title}
        </IntentLink>
      </Heading>
      <p className="mt-3 flex-1 text-ink-soft">{service.description}</p>
      <p aria-hidden="true" className="mt-5 text-sm font-semibold text-copper-700 group-hover:underline">
        Learn more →
      </p>
    </article>
  );
}
