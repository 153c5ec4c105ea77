'use client';

import Link from 'next/link';
import { usePathname, useSelectedLayoutSegments } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { buildBreadcrumbs } from '@/lib/breadcrumbs';

const subscribeToNothing = () => () => {};

/**
 * The site's 404 page is prerendered once, for Next's internal route '/_not-found', and then
 * served at every unknown URL. Its server HTML cannot know that URL, so until hydration is over
 * the bar shows only 'Home' (the same markup on server and client, so hydration succeeds), then
 * adds the visitor's path. Route segments come from the page's RSC payload, identical on both sides.
 */
function useIsPrerenderedNotFoundShell(): boolean {
  const segments = useSelectedLayoutSegments();
  const hydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  return !hydrated && segments.some((segment) => segment.startsWith('_') || segment.startsWith('/_'));
}

/**
 * The breadcrumb bar reads the current path, so it is a client leaf; the label
 * lookup arrives from the server as a prop and stays out of the bundle's code.
 */
export function Breadcrumbs({ labels }: { labels: Readonly<Record<string, string>> }) {
  const pathname = usePathname();
  const notFoundShell = useIsPrerenderedNotFoundShell();
  const crumbs = notFoundShell ? [] : buildBreadcrumbs(pathname, labels);
  if (crumbs.length === 0 && !notFoundShell) return null;

  return (
    <nav aria-label="Breadcrumb" className="no-print border-b border-navy-900/10 bg-white/60">
      <ol className="container-page flex flex-wrap items-center gap-x-2 gap-y-1 py-3 text-sm text-ink-soft">
        <li>
          <Link href="/" className="underline-offset-4 hover:text-river-700 hover:underline">
            Home
          </Link>
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
                <Link href={crumb.href} className="underline-offset-4 hover:text-river-700 hover:underline">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
