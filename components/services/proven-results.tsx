import { CheckList } from '@/components/ui/check-list';

/** The 'Proven Results' block: three outcomes from past engagements. */
export function ProvenResults({ results }: { results: readonly string[] }) {
  return (
    <section>
      <p className="eyebrow">From recent engagements</p>
      <h2 id="results-heading" className="mt-2 text-3xl font-semibold">
        Proven Results
      </h2>
      <CheckList items={results} className="mt-6 stack-4! text-lg text-ink" />
    </section>
  );
}
