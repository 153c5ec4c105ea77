import { escapeRegExp } from '@/lib/escape-regexp.mjs';

type Params = Readonly<Record<string, string | string[] | undefined>>;

/**
 * The route template Vercel Web Analytics groups page views by: '/services/ai-solutions' with
 * { slug: 'ai-solutions' } → '/services/[slug]' (what @vercel/analytics/next computes, without its
 * useSearchParams, which would make every static page render its analytics on the client only).
 */
export function routeTemplate(pathname: string, params: Params | null): string {
  let route = pathname;
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined) continue;
    const [joined, placeholder] = Array.isArray(value) ? [value.join('/'), `[...${key}]`] : [value, `[${key}]`];
    if (!joined) continue;
    route = route.replace(new RegExp(`/${escapeRegExp(joined)}(?=[/?#]|$)`), `/${placeholder}`);
  }
  return route;
}
