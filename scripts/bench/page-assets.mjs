/**
 * What a page loads on first view, read from its HTML: module scripts (the
 * `noModule` polyfill apart, which modern browsers skip), stylesheets and
 * inline styles, with gzipped sizes. Used by bench:bytes and bench:check.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CRITICAL_FROM } from '../../lib/performance/inline-markers.mjs';
import { withoutDeferredStylesheets } from '../../lib/performance/deferred-stylesheet.mjs';
import { ROOT, gzipBytes } from './lib.mjs';

function attributes(tag) {
  const attrs = {};
  for (const match of tag.matchAll(/([a-zA-Z-:]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attrs[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return attrs;
}

/** Script and stylesheet URLs (deduplicated, in document order) and inline style text of an HTML page. */
export function parseAssets(html) {
  const scripts = [];
  const polyfills = [];
  for (const [, raw] of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = attributes(raw);
    if (!attrs.src) continue;
    const list = 'nomodule' in attrs ? polyfills : scripts;
    if (!list.includes(attrs.src)) list.push(attrs.src);
  }
  const stylesheets = [];
  // The site's own stylesheet is placed unapplied and fetched only for a client-side navigation, or from its
  // <noscript> copy by a browser without JavaScript (lib/performance/deferred-stylesheet.mjs): not a first view's.
  for (const [, raw] of withoutDeferredStylesheets(html).html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(raw);
    // A stylesheet inlined whole keeps a link that is disabled and for no media: never fetched. The print sheet
    // (media="print") is fetched, at the lowest priority, and counted.
    if ('disabled' in attrs) continue;
    if (attrs.rel?.split(/\s+/).includes('stylesheet') && attrs.href && !stylesheets.includes(attrs.href)) {
      stylesheets.push(attrs.href);
    }
  }
  const styleElements = [...html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/gi)];
  const inlineStyles = styleElements.map((m) => m[2]).join('\n');
  // The rules picked for the page's markup (lib/performance/critical-css.mjs), not a stylesheet inlined whole (artwork).
  const ownRules = styleElements.filter(([, raw]) => CRITICAL_FROM in attributes(raw)).map((m) => m[2]).join('\n');
  const iframes = [...html.matchAll(/<iframe\b([^>]*)>/gi)].map(([, raw]) => attributes(raw).src).filter(Boolean);
  return { scripts, polyfills, stylesheets, inlineStyles, ownRules, iframes };
}

/** The framework's own chunks: Next lists them as rootMainFiles in the build manifest. */
export function frameworkChunks(dir) {
  const manifest = JSON.parse(readFileSync(join(ROOT, dir, 'build-manifest.json'), 'utf8'));
  return new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`));
}

/** Fetches each URL once per run and remembers its raw and gzipped size. */
export function createSizer(origin) {
  const cache = new Map();
  return async function size(url) {
    const absolute = new URL(url, origin);
    const key = absolute.href;
    if (!cache.has(key)) {
      cache.set(
        key,
        (async () => {
          const res = await fetch(absolute);
          if (!res.ok) throw new Error(`${res.status} for ${absolute.href}`);
          const body = Buffer.from(await res.arrayBuffer());
          return { url: absolute.pathname, raw: body.length, gzip: gzipBytes(body) };
        })(),
      );
    }
    return cache.get(key);
  };
}

/**
 * Measures one route: HTML, CSS (stylesheets plus inline styles) and module
 * JavaScript, split into the framework's chunks and everything else.
 */
export async function measureRoute({ origin, route, framework, size }) {
  const res = await fetch(origin + route);
  const html = Buffer.from(await res.arrayBuffer());
  const assets = parseAssets(html.toString('utf8'));
  const scripts = await Promise.all(assets.scripts.map(size));
  const styles = await Promise.all(assets.stylesheets.map(size));
  const sum = (list) => list.reduce((total, item) => total + item.gzip, 0);
  const frameworkScripts = scripts.filter((s) => framework.has(s.url));
  const ownScripts = scripts.filter((s) => !framework.has(s.url));
  const inlineCss = assets.inlineStyles ? gzipBytes(Buffer.from(assets.inlineStyles)) : 0;
  return {
    route,
    status: res.status,
    htmlGzip: gzipBytes(html),
    htmlRaw: html.length,
    cssGzip: sum(styles) + inlineCss,
    cssFiles: styles,
    inlineCssGzip: inlineCss,
    ownRulesRaw: Buffer.byteLength(assets.ownRules),
    jsFrameworkGzip: sum(frameworkScripts),
    jsOwnGzip: sum(ownScripts),
    jsTotalGzip: sum(scripts),
    jsFiles: scripts.map((s) => ({ ...s, framework: framework.has(s.url) })),
    polyfills: assets.polyfills,
    iframes: assets.iframes,
  };
}
