import type { Faq } from '@/content/schemas';

/** The FAQ as native disclosures: keyboard and screen-reader support without client JavaScript. */
export function ContactFaq({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <ul className="divide-y divide-navy-900/10 rounded-xl bg-white shadow-card edge-navy-900/5">
      {faqs.map((faq) => (
        <li key={faq.question}>
          <details className="group">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-6 py-5 font-serif text-lg font-semibold text-navy-900 [&::-webkit-details-marker]:hidden">
              {faq.question}
              <span aria-hidden="true" className="no-print text-2xl leading-none text-copper-700 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            {/* A reading measure: the answers ran 95 characters to the line across the card. */}
            <p className="max-w-[68ch] px-6 pb-6 text-ink-soft">{faq.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
