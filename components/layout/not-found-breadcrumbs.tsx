'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { buildBreadcrumbs } from '@/lib/breadcrumbs';
import { BreadcrumbBar } from './breadcrumb-bar';

const subscribeToNothing = () => () => {};

/**
 * The not-found pages are prerendered once (the site's 404, and one per slug section: lib/unknown-slug.mjs) and
 * served at every unknown URL, so only the browser knows the path. Until hydration is over the bar shows what every
 * such URL shares, Home and the `section` (the same markup on server and client), then the visitor's whole path.
 * Each section's not-found.tsx renders it, so the bar survives the not-found boundary that replaces the page on
 * hydration. Every other page renders PageBreadcrumbs on the server.
 */
export function NotFoundBreadcrumbs({ labels, section = '/' }: { labels: Readonly<Record<string, string>>; section?: string }) {
  const pathname = usePathname();
  const hydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  // usePathname() is null outside the App Router's context (a test render): the shared trail stands.
  const known = hydrated && Boolean(pathname);
  return <BreadcrumbBar crumbs={buildBreadcrumbs(known ? pathname! : section, labels)} pending={!known} />;
}
