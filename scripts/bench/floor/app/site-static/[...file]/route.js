import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_DIST } from '../../site-markup';

export const dynamic = 'force-static';
export const dynamicParams = false;

const TYPES = { css: 'text/css; charset=utf-8', woff2: 'font/woff2', svg: 'image/svg+xml', png: 'image/png', ico: 'image/x-icon' };

/** The site build's stylesheets and media, which the no-framework rung's page links to. */
export function generateStaticParams() {
  const files = (folder, ext) => {
    const path = join(SITE_DIST, 'static', folder);
    // A build without self-hosted fonts or imported images has no media folder.
    return existsSync(path) ? readdirSync(path).filter((name) => ext.test(name)) : [];
  };
  return [
    ...files('chunks', /\.css$/).map((name) => ({ file: ['chunks', name] })),
    ...files('media', /\.[a-z0-9]+$/).map((name) => ({ file: ['media', name] })),
  ];
}

export async function GET(_request, { params }) {
  const { file } = await params;
  const body = readFileSync(join(SITE_DIST, 'static', ...file));
  return new Response(body, { headers: { 'content-type': TYPES[file.at(-1).split('.').pop()] ?? 'application/octet-stream' } });
}
