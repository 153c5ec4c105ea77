/*
 * Every security header the site sends, built in one place. next.config.ts
 * sends the static set on every response; proxy.ts replaces the
 * Content-Security-Policy of each page with one that names the hashes of that
 * page's own scripts (see docs/security.md).
 */

export type Header = { key: string; value: string };

/** Two years, the minimum the HSTS preload list accepts. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** Browser features the site never uses; `()` denies them to the page and to every frame in it. */
export const DENIED_PERMISSIONS = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

export type ScriptPolicy =
  /** Hashes of the page's inline scripts (script files are same-origin: 'self'), plus a per-request nonce for a dynamic render of the same path. */
  | { kind: 'strict'; hashes: readonly string[]; nonce?: string }
  /** For responses with no prerendered page behind them (not-found views, files) and for `next dev`: allows inline scripts. */
  | { kind: 'fallback' };

export type CspOptions = {
  script: ScriptPolicy;
  /** Origin of the embedded third-party lead form (frame-src), or null when none is configured. */
  leadFormOrigin: string | null;
  /** `next dev` needs eval and a websocket for hot reloading. */
  development?: boolean;
  /** Allows compiling WebAssembly ('wasm-unsafe-eval', never 'unsafe-eval'): only the search page runs Pagefind's. */
  wasm?: boolean;
};

function scriptSources({ script, leadFormOrigin, development, wasm }: CspOptions): string[] {
  const sources = ["'self'"];
  if (wasm) sources.push("'wasm-unsafe-eval'");
  if (script.kind === 'strict') {
    if (script.nonce) sources.push(`'nonce-${script.nonce}'`);
    sources.push(...script.hashes.map((hash) => `'${hash}'`));
  } else {
    sources.push("'unsafe-inline'");
  }
  // The lead form provider's embed script.
  if (leadFormOrigin) sources.push(leadFormOrigin);
  if (development) sources.push("'unsafe-eval'", 'https://va.vercel-scripts.com');
  return sources;
}

/** The Content-Security-Policy value. Only what the site uses is allowed; all of it is same-origin except the lead form. */
export function contentSecurityPolicy(options: CspOptions): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', scriptSources(options)],
    // React and next/image write style attributes; styles cannot run code, and the stylesheets themselves are same-origin.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // next/image serves every photo through /_next/image; data: covers inline SVG placeholders.
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    // RSC payloads, the newsletter server action and Vercel Analytics' /_vercel/insights are all same-origin.
    ['connect-src', options.development ? ["'self'", 'ws:'] : ["'self'"]],
    ['frame-src', options.leadFormOrigin ? [options.leadFormOrigin] : ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // The newsletter is a server action: a POST to the page itself.
    ['form-action', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

export function permissionsPolicy(): string {
  return DENIED_PERMISSIONS.map((feature) => `${feature}=()`).join(', ');
}

/** The headers that are the same for every response; `production` adds HSTS (browsers ignore it over plain HTTP anyway). */
export function staticSecurityHeaders({
  production,
  leadFormOrigin,
}: {
  production: boolean;
  leadFormOrigin: string | null;
}): Header[] {
  const headers: Header[] = [
    // Pages get a stricter, per-page policy from proxy.ts; this one covers files and anything the proxy skips.
    {
      key: 'Content-Security-Policy',
      value: contentSecurityPolicy({ script: { kind: 'fallback' }, leadFormOrigin, development: !production }),
    },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: permissionsPolicy() },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    // Older browsers that ignore frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
  ];
  if (production) {
    headers.push({
      key: 'Strict-Transport-Security',
      value: `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload`,
    });
  }
  return headers;
}

/** The lead form's origin (scheme, host and port) from its full URL. */
export function originOf(url: string | null): string | null {
  return url ? new URL(url).origin : null;
}
