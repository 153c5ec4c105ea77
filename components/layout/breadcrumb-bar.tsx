import type { Crumb } from '@/lib/breadcrumbs';
import { IntentLink } from '@/components/ui/intent-link';

function CrumbItem({ crumb, last, hidden = false }: { crumb: Crumb; last: boolean; hidden?: boolean }) {
  return (
    <li className="flex min-w-0 items-center gap-2" hidden={hidden}>
      <span aria-hidden="true" className="text-ink-soft/70">
        {hidden ? null : '/'}
      </span>
      {last ? (
        <span aria-current={hidden ? undefined : 'page'} className="truncate font-medium text-navy-900">
          {crumb.label}
        </span>
      ) : (
        <IntentLink href={crumb.href} className="underline-offset-4 hover:text-river-700 hover:underline">
          {crumb.label}
        </IntentLink>
      )}
    </li>
  );
}

/**
 * The breadcrumb bar's markup (spec: Breadcrumb bar): Home, then every crumb; the last is plain text.
 * `pending`: the last crumb is still to come from the browser (the not-found pages, which read the path after
 * hydration). A hidden, empty crumb of the same markup stands in for it, so the page's first-screen CSS, picked from
 * its HTML at build (lib/performance/critical-css.mjs), already holds that crumb's styles when it appears.
 */
export function BreadcrumbBar({ crumbs, pending = false }: { crumbs: readonly Crumb[]; pending?: boolean }) {
  return (
    <nav aria-label="Breadcrumb" className="no-print border-b border-navy-900/10 bg-white/60">
      <ol className="container-page flex flex-wrap items-center gap-x-2 gap-y-1 py-3 text-sm text-ink-soft">
        <li>
          <IntentLink href="/" className="underline-offset-4 hover:text-river-700 hover:underline">
            Home
          </IntentLink>
        </li>
        {crumbs.map((crumb, index) => (
          <CrumbItem key={crumb.href} crumb={crumb} last={index === crumbs.length - 1} />
        ))}
        {pending && <CrumbItem crumb={{ href: '#', label: '' }} last hidden />}
      </ol>
    </nav>
  );
}
