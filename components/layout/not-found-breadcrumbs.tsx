'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { buildBreadcrumbs } from '@/lib/breadcrumbs';
import { BreadcrumbBar } from './breadcrumb-bar';

const subscribeToNothing = () => () => {};

/**
 * The site's 404 page is prerendered once and served at every unknown URL, so only the browser knows
 * the path. Until hydration is over the bar shows only 'Home' (the same markup on server and client),
 * then the visitor's path. Only this page ships the bar as JavaScript; every other page renders
 * PageBreadcrumbs on the server.
 */
export function NotFoundBreadcrumbs({ labels }: { labels: Readonly<Record<string, string>> }) {
  const pathname = usePathname();
  const hydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  return <BreadcrumbBar crumbs={hydrated ? buildBreadcrumbs(pathname, labels) : []} />;
}
