import type { Service } from '@/content/schemas';

/** The three benefits of a service, each a title and a sentence. */
export function ServiceBenefits({ benefits }: { benefits: Service['benefits'] }) {
  return (
    <section className="rounded-xl bg-white p-7 shadow-card edge-navy-900/5">
      <h2 id="benefits-heading" className="text-2xl font-semibold">
        Key Benefits
      </h2>
      <ul className="mt-6 stack-6">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="border-l-4 border-river-600 pl-4">
            <h3 className="text-lg font-semibold">{benefit.title}</h3>
            <p className="mt-1 text-ink-soft">{benefit.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
