import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { NextConfig } from 'next';
import { redirectRecords } from './content/redirects';
import { leadFormUrl } from './lib/lead-form';
import { BUTTON_FORM_ENCODING, BUTTON_LINKS } from './lib/newsletter/link-paths.mjs';
import { PRINT_STYLESHEET_CACHE_CONTROL, PRINT_STYLESHEET_PATH } from './lib/performance/print-stylesheet.mjs';
import { CANONICAL_PATH_PREFIX } from './lib/security/canonical-paths.mjs';
import { originOf, staticSecurityHeaders } from './lib/security/headers';

/** The print sheet's version, a hash of its text: the root layout links `?v=` it, and only that address is cached a year. */
const printStylesheetVersion = createHash('sha256')
  .update(readFileSync(`${__dirname}/public${PRINT_STYLESHEET_PATH}`))
  .digest('hex')
  .slice(0, 10);

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Lets parallel builds (tests, benchmarks) use separate output folders.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Read by app/layout.tsx, written into every page at build.
  env: { PRINT_STYLESHEET_HREF: `${PRINT_STYLESHEET_PATH}?v=${printStylesheetVersion}` },
  // Next.js hashes every HTML response in JavaScript to make its ETag: a fifth of next start's CPU per page
  // request (profiled). Prerendered pages are cached by the CDN, which sets its own validators.
  generateEtags: false,
  turbopack: {
    // The repository root is this folder even when a parent folder holds a lockfile.
    root: __dirname,
    rules: {
      // next dev: the content loaders read content/**/*.md with fs, which Turbopack does not watch; this loader makes
      // the folder a dependency of the two modules that read it, so an edited file shows on the next page load. A
      // build never runs it: there the content is read once.
      '*.ts': {
        condition: { all: ['development', { path: /^lib\/content\/(?:collections|pages)\.ts$/ }] },
        loaders: [require.resolve('./scripts/dev/watch-content-loader.cjs')],
      },
    },
  },
  // ESM-only packages: Jest (via next/jest) can load them only when they are transpiled.
  transpilePackages: ['@vercel/analytics', 'feed'],
  // PGlite ships its own wasm; bundling it would copy the wasm into the public output.
  // esbuild-wasm (Serwist's bundler for /sw.js) loads its wasm from its own folder at build time.
  serverExternalPackages: ['@electric-sql/pglite', 'esbuild-wasm'],
  // The content loaders read content/**/*.md with fs at module load; any function rendered at request
  // time on Vercel (feeds, images, not-found rewrites) needs the files beside it.
  outputFileTracingIncludes: { '/**': ['./content/**/*.md'] },
  // A rewrite written after the build redirects /about/ to /about with every header below; Next's own redirect sends none
  // (lib/security/canonical-paths.mjs).
  skipTrailingSlashRedirect: true,
  // .ci/run type-checks once, side by side with lint and Jest, before it builds; every other build (Vercel's
  // included) type-checks as usual.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPECHECKED === '1' },
  experimental: {
    // Headers and afterFiles rewrites match letter case exactly: /ABOUT gets the redirect to /about
    // (lib/security/canonical-paths.mjs), never /about's own policy on a 404 page.
    caseSensitiveRoutes: true,
    // Turbopack keeps a file-system cache for the next build (Vercel restores .next/cache between deployments). A
    // clean checkout's only build (.ci/run sets TURBOPACK_BUILD_CACHE=0) would write it for nobody: 7-10 s of a 35-45 s
    // `next build` here (2 interleaved pairs, 2026-11-26).
    turbopackFileSystemCacheForBuild: process.env.TURBOPACK_BUILD_CACHE !== '0',
    // Fewer, larger scripts on a first load: React's and Next's client code in one chunk instead of four (the defaults
    // never merge a chunk over 200,000 bytes of source). On a slow connection each request waits its round trip, and
    // over HTTP/1.1 (next start) six connections per host queued the last of the page's eight scripts. The route's own
    // chunks stay apart, so a navigation fetches no more. Real loads, paired: hydration 64-191 ms sooner on ten
    // templates over HTTP/1.1, 80-159 over HTTP/2 (docs/performance-log.md, 2026-11-27).
    turbopackChunking: { minChunkSize: 2_000_000, maxMergeChunkSize: 5_000_000 },
  },
  async rewrites() {
    // `next dev` prerenders nothing, and the open route answers with the build's HTML of the page: in development the
    // link opens the page itself, whose button still goes to the route that checks the link and acts.
    const development = process.env.NODE_ENV === 'development';
    return {
      beforeFiles: [
        // content/redirects.ts (checked by check:content before every build): each old or short address goes to the
        // handler that answers 308, as the case redirects do, so the response keeps every header of this file. Before
        // the unknown-slug rewrites the build appends here, which would send /insights/old-title to the section's
        // not-found page; no `from` is a page or a file (the check), so none shadows one.
        ...redirectRecords.map(({ from, to }) => ({ source: from, destination: `${CANONICAL_PATH_PREFIX}${to}` })),
        ...BUTTON_LINKS.flatMap(({ page, open, post }) => [
          // The confirmation and unsubscribe links: opening one (a page read: no payload request, no body) checks the
          // link before the page (app/newsletter/*/open/route.ts), so one without its token (cut short by a mail
          // program) answers at once with the invalid-link page, not with a button that leads there; the page's
          // button posts to the same address, which goes to the route that acts. Only the button's post: a plain
          // form's encoding and no server-action header. The footer's sign-up form on the same page posts there too
          // (multipart without JavaScript, a server action with it) and must reach the page, not act on the token.
          ...(development
            ? []
            : [
                {
                  source: page,
                  destination: open,
                  missing: [
                    { type: 'header' as const, key: 'rsc' },
                    { type: 'header' as const, key: 'content-type' },
                  ],
                },
              ]),
          {
            source: page,
            destination: post,
            has: [{ type: 'header' as const, key: 'content-type', value: `${BUTTON_FORM_ENCODING}(?:;.*)?` }],
            missing: [{ type: 'header' as const, key: 'next-action' }],
          },
        ]),
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  async headers() {
    const production = process.env.NODE_ENV === 'production';
    return [
      { source: '/:path*', headers: staticSecurityHeaders({ production, leadFormOrigin: originOf(leadFormUrl()) }) },
      // The link's address holds its token: every request the page makes, and the page it leads to, is told the
      // site's origin at most. Not no-referrer, which makes a browser send "Origin: null" with a form's POST, so the
      // footer's sign-up there (a server action, which checks its origin) would be refused.
      ...BUTTON_LINKS.map(({ page }) => ({ source: page, headers: [{ key: 'Referrer-Policy', value: 'strict-origin' }] })),
      // Immutable only at the version this build links (the file is one, whatever the query asks for: an old page's
      // version, or any other, revalidates), and not under next dev, where the file changes and the version stays.
      ...(production
        ? [
            {
              source: PRINT_STYLESHEET_PATH,
              has: [{ type: 'query' as const, key: 'v', value: printStylesheetVersion }],
              headers: [{ key: 'Cache-Control', value: PRINT_STYLESHEET_CACHE_CONTROL }],
            },
          ]
        : []),
    ];
  },
  images: {
    // Stock photography stays possible for content records; our own artwork is local SVG.
    remotePatterns: [{ protocol: 'https', hostname: 'images.unsplash.com' }],
  },
};

export default nextConfig;
