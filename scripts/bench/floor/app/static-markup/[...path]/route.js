import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MARKUP_PAGES, SITE_DIST } from '../../site-markup';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return MARKUP_PAGES.map((page) => ({ path: page.split('/') }));
}

/**
 * The ladder's no-framework rung: the site's prerendered page exactly as built (head, stylesheet, media,
 * markup) with every script taken out, so no framework JavaScript loads. Its stylesheet and media come
 * from the site's build through ../site-static/.
 */
export async function GET(_request, { params }) {
  const { path } = await params;
  const html = readFileSync(join(SITE_DIST, 'server', 'app', `${path.join('/')}.html`), 'utf8')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="preload" as="script"[^>]*>/g, '')
    // The manifest and icons are the site's routes, not files; like every rung, this one loads none (an empty
    // icon, as the floor's metadata sets, keeps the browser from asking for /favicon.ico).
    .replace(/<link rel="(?:manifest|icon|apple-touch-icon)"[^>]*>/g, '')
    .replace('</head>', '<link rel="icon" href="data:,"/></head>')
    .replaceAll('/_next/static/', '/site-static/');
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}
