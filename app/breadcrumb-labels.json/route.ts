import { breadcrumbLabels } from '@/lib/content/navigation';

// Built once at build time: the lookup changes only with a deploy. Only the not-found pages read it, in the browser
// (components/layout/not-found-breadcrumbs.tsx), so the payload of every other page does not carry it.
export const dynamic = 'force-static';

export function GET(): Response {
  return Response.json(breadcrumbLabels);
}
