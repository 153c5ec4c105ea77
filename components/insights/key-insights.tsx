import { CheckList } from '@/components/ui/check-list';

/** The article's argument restated as a short list (spec: 'Key Insights'). */
export function KeyInsights({ points }: { points: readonly string[] }) {
  return (
    <section className="rounded-xl bg-river-50 p-6 edge-river-700/15 sm:p-8">
      <h2 id="key-insights-heading" className="text-2xl font-semibold">
        Key Insights
      </h2>
      <CheckList items={points} className="mt-5 text-ink" />
    </section>
  );
}
