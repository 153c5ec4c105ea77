import type { Crumb } from '@/lib/breadcrumbs';
import { IntentLink } from '@/components/ui/intent-link';

/** The breadcrumb bar's markup (spec: Breadcrumb bar): Home, then every crumb; the last is plain text. */
export function BreadcrumbBar({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="no-print border-b border-navy-900/10 bg-white/60">
      <ol className="container-page flex flex-wrap items-center gap-x-2 gap-y-1 py-3 text-sm text-ink-soft">
        <li>
          <IntentLink href="/" className="underline-offset-4 hover:text-river-700 hover:underline">
            Home
          </IntentLink>
        </li>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex min-w-0 items-center gap-2">
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
        })}
      </ol>
    </nav>
  );
}
