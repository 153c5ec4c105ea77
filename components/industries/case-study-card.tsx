import { CheckList } from '@/components/ui/check-list';
import type { CaseStudy } from '@/content/schemas';

/** One anonymised engagement: who the client was, the challenge, what we did and what changed. */
export function CaseStudyCard({ caseStudy }: { caseStudy: CaseStudy }) {
  return (
    <article className="rounded-xl bg-white p-7 shadow-card edge-navy-900/5 sm:p-9">
      <h3 className="text-2xl font-semibold">{caseStudy.title}</h3>
      <p className="mt-2 text-ink-soft">
        <span className="font-semibold text-navy-900">Client:</span> {caseStudy.client}
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <div>
          <h4 className="text-sm font-semibold tracking-wide text-river-700 uppercase">Challenge</h4>
          <p className="mt-2 text-ink">{caseStudy.challenge}</p>
        </div>
        <div>
          <h4 className="text-sm font-semibold tracking-wide text-river-700 uppercase">Solution</h4>
          <p className="mt-2 text-ink">{caseStudy.solution}</p>
        </div>
        <div>
          <h4 className="text-sm font-semibold tracking-wide text-river-700 uppercase">Results</h4>
          <CheckList items={caseStudy.results} className="mt-2 text-ink" />
        </div>
      </div>
    </article>
  );
}
