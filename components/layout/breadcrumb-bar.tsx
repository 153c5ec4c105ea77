import type { Crumb } from '@/lib/breadcrumbs';
import { NO_SCRIPT_CRUMB_PLACEHOLDER } from '@/lib/no-script-trail';
import { IntentLink } from '@/components/ui/intent-link';
import { NO_SCRIPT_FLEX } from './no-script-style';

function CrumbItem({ crumb, last }: { crumb: Crumb; last: boolean }) {
  return (
    <li className="flex min-w-0 items-center gap-2">
      <span aria-hidden="true" className="text-ink-soft/70">
        /
      </span>
      {last ? (
        <span aria-current="page" className="truncate font-medium text-navy-900">
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
 * The crumb still to come (the not-found pages read the path in the browser, after hydration), in the same markup as
 * the crumb that replaces it, so the page's first-screen CSS, picked from its HTML at build
 * (lib/performance/critical-css.mjs), already holds its styles. Hidden while scripts run. Without them (NO_SCRIPT_FLEX,
 * components/layout/no-script-style.tsx) it shows its <noscript> crumb, which the unknown-path handler fills in with the
 * visitor's segments per request (lib/no-script-trail.ts); React never hydrates a <noscript>'s content.
 */
function PendingCrumb() {
  return (
    <li className={`hidden min-w-0 items-center gap-2 ${NO_SCRIPT_FLEX}`}>
      <span aria-hidden="true" className="text-ink-soft/70">
        /
      </span>
      <noscript>
        <span aria-current="page" className="truncate font-medium text-navy-900">
          {NO_SCRIPT_CRUMB_PLACEHOLDER}
        </span>
      </noscript>
    </li>
  );
}

/**
 * The breadcrumb bar's markup (spec: Breadcrumb bar): Home, then every crumb; the last is plain text.
 * `pending`: the last crumb is still to come from the browser (the not-found pages, which read the path after
 * hydration); PendingCrumb stands in for it, and every crumb before it is a link.
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
          <CrumbItem key={crumb.href} crumb={crumb} last={!pending && index === crumbs.length - 1} />
        ))}
        {pending && <PendingCrumb />}
      </ol>
    </nav>
  );
}
