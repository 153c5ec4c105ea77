'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { BREADCRUMB_LABELS_PATH, buildBreadcrumbs } from '@/lib/breadcrumbs';
import { BreadcrumbBar } from './breadcrumb-bar';

type Labels = Readonly<Record<string, string>>;

// Checked by hand, not with zod: this leaf's chunk loads with every page, and zod would add to each one's script.
const isLabels = (value: unknown): value is Labels =>
  typeof value === 'object' && value !== null && Object.values(value).every((label) => typeof label === 'string');

let labelsRequest: Promise<Labels> | null = null;

/**
 * The label lookup, fetched once per visit. It names every article, so it grows with the content; as a prop it rode
 * in the payload of every page, whose layout holds this bar in its not-found boundary, to serve the not-found pages
 * alone. Without it (offline, a failed request) every segment is humanised, and the next not-found view asks again.
 */
function loadLabels(): Promise<Labels> {
  labelsRequest ??= fetch(BREADCRUMB_LABELS_PATH)
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${response.status}`))))
    .then((labels: unknown) => (isLabels(labels) ? labels : Promise.reject(new Error('not a label lookup'))))
    .catch(() => {
      labelsRequest = null;
      return {};
    });
  return labelsRequest;
}

/**
 * The not-found pages are prerendered once (the site's 404, and one per slug section: lib/unknown-slug.mjs) and
 * served at every unknown URL, so only the browser knows the path. Until hydration is over and the label lookup has
 * arrived, the bar shows what every such URL shares, Home and the `section` (the same markup on server and client),
 * then the visitor's whole path. Each section's not-found.tsx renders it, so the bar survives the not-found boundary
 * that replaces the page on hydration. Every other page renders PageBreadcrumbs on the server.
 */
export function NotFoundBreadcrumbs({ section = '/' }: { section?: string }) {
  const pathname = usePathname();
  const [labels, setLabels] = useState<Labels | null>(null);
  // usePathname() is null outside the App Router's context (a test render): the shared trail stands.
  const hasPath = Boolean(pathname);
  useEffect(() => {
    if (!hasPath) return;
    let current = true;
    void loadLabels().then((loaded) => current && setLabels(loaded));
    return () => {
      current = false;
    };
  }, [hasPath]);
  const known = labels !== null && hasPath;
  return <BreadcrumbBar crumbs={buildBreadcrumbs(known ? pathname! : section, labels ?? {})} pending={!known} />;
}
