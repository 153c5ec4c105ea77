import { decodedUriComponent } from './decode-uri';

export type Crumb = { label: string; href: string };

/** Where the not-found pages fetch the label lookup from (app/breadcrumb-labels.json/route.ts). */
export const BREADCRUMB_LABELS_PATH = '/breadcrumb-labels.json';

/** "vr-workplace-2025" → "Vr Workplace 2025" (spec: unknown segments). */
export function humanizeSegment(segment: string): string {
  return decodedUriComponent(segment)
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * Breadcrumbs for a pathname: one crumb per segment, labelled from the fixed
 * lookup, otherwise humanised. The home page has none.
 */
export function buildBreadcrumbs(pathname: string, labels: Readonly<Record<string, string>>): Crumb[] {
  const segments = pathname.split(/[?#]/)[0]!.split('/').filter(Boolean);
  return segments.map((segment, index) => ({
    label: Object.hasOwn(labels, segment) ? labels[segment]! : humanizeSegment(segment),
    href: `/${segments.slice(0, index + 1).join('/')}`,
  }));
}
