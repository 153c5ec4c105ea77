// The requests the Vercel-functions check (scripts/vercel-functions-check.mjs) sends each function of a `vercel build`
// output, as Vercel's router would send them: the path it rewrote to, the output path that named the function
// (`x-matched-path`), `nxtP…` query parameters for a catch-all's segments. Built from what the project exports, so a new
// redirect, cron or handler that answers with a prerendered file is sent too. Pure: plain JavaScript for bare Node.
import { escapeRegExp } from '../escape-regexp.mjs';
import { CANONICAL_PATH_PREFIX } from '../security/canonical-paths.mjs';
import { miscasedSpelling } from '../security/vercel-output-pages.mjs';
import { BUTTON_LINKS } from '../newsletter/link-paths.mjs';
import { SERVICE_WORKER_ROUTE } from '../prerendered-readers.mjs';
import { SITE_NOT_FOUND_HTML, UNKNOWN_PATH_PREFIX } from '../unknown-slug.mjs';

/**
 * @typedef {{ status: number[]; location?: RegExp; samePrerender?: string; text?: string }} Expectation
 *   `samePrerender`: the output path whose prerendered body and headers the answer must repeat; `text`: what the body
 *   must say
 * @typedef {{ label: string; output: string; method: string; url: string; headers: Record<string, string>;
 *   body?: string; form?: Array<[string, string]>; expect: Expectation }} FunctionRequest `output`: the output path
 *   whose `.func` serves it; `form`: fields to post as multipart/form-data
 * @typedef {{ path: string; initialStatus?: number }} Prerender an output path with a prerendered fallback
 */

/** A path no page, redirect or file of the site has. */
export const NO_SUCH_SEGMENT = 'no-such-page';
/** A newsletter link's token that no store knows. */
const BAD_TOKEN = 'no-such-token';
/** The answers a link handler may give a token it cannot act on: a page that says so, or a refusal. */
const LINK_REFUSED = [303, 400, 404, 410];

/**
 * A catch-all route handler as the router calls it: its output path, with the segments as Next's `nxtP` parameter.
 * @param {string} prefix such as `/canonical-path`
 * @param {string} segments the path after the prefix, without its leading slash
 */
const catchAll = (prefix, segments) => ({
  output: `${prefix}/[...path]`,
  url: `${prefix}/[...path]?nxtPpath=${encodeURIComponent(segments)}`,
});

/**
 * @param {string} label
 * @param {{ output: string; url: string }} target
 * @param {Expectation} expect
 * @param {Partial<FunctionRequest>} [extra]
 * @returns {FunctionRequest}
 */
const request = (label, target, expect, extra = {}) => ({ label, method: 'GET', headers: {}, ...target, expect, ...extra });

/**
 * A few of a function's prerendered paths, spread over its sorted list (first, last and between), so each kind of
 * route it serves tends to be among them; never an RSC payload or a segment.
 * @param {readonly Prerender[]} prerenders
 * @param {number} count
 * @returns {Prerender[]}
 */
export function samplePrerenders(prerenders, count) {
  const pages = [...prerenders].filter(({ path }) => !/\.rsc$|\.segments\//.test(path)).sort((a, b) => a.path.localeCompare(b.path));
  if (pages.length <= count || count < 2) return pages.slice(0, count);
  return Array.from({ length: count }, (_, i) => /** @type {Prerender} */ (pages[Math.round((i * (pages.length - 1)) / (count - 1))]));
}

/**
 * Every request of the check.
 * @param {{
 *   bypassToken: string;
 *   prerendersByFunction: ReadonlyArray<readonly Prerender[]>;
 *   readers: ReadonlyArray<{ handler: string; pages: string[] }>;
 *   redirects: ReadonlyArray<{ from: string; to: string }>;
 *   crons: ReadonlyArray<{ path: string }>;
 *   signUp: { fields: Array<[string, string]>; refused: string };
 *   perFunction?: number;
 * }} project `readers`: prerenderedHtmlReaders' handlers; `prerendersByFunction`: each function's prerendered paths;
 *   `signUp`: the footer form's hidden fields on the home page, and what it says when it refuses a sign-up
 * @returns {FunctionRequest[]}
 */
export function functionRequests({ bypassToken, prerendersByFunction, readers, redirects, crons, signUp, perFunction = 6 }) {
  const page = { accept: 'text/html' };
  const revalidate = { 'x-prerender-revalidate': bypassToken };
  const pages = prerendersByFunction.flatMap((prerenders) => samplePrerenders(prerenders, perFunction));
  // A page of the site in other capitals (vercel.json's routes send it to the redirect handler with its spelling).
  const miscased = pages.map(({ path }) => ({ path, spelling: miscasedSpelling(path) })).find(({ path, spelling }) => spelling && path.split('/').length > 2);
  return [
    // The proxy: a form's POST is what it runs on (proxy.ts), to give the page a nonce policy.
    request('proxy: a form POST to /', { output: '/_middleware', url: '/' }, { status: [200] }, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=probe' },
      body: '--probe--\r\n',
    }),
    // Prerendered routes rendered again on demand, as Vercel does with the output's bypass token.
    ...pages.map(({ path, initialStatus }) =>
      request(`prerendered ${path}, rendered again`, { output: path, url: path }, { status: [initialStatus ?? 200] }, { headers: revalidate }),
    ),
    // A client-side navigation's payload of each function's first page that has one.
    ...prerendersByFunction.flatMap((prerenders) => {
      const payload = prerenders.find(({ path }) => path.endsWith('.rsc') && pages.some((p) => `${p.path === '/' ? '/index' : p.path}.rsc` === path));
      return payload ? [request(`payload ${payload.path}, rendered again`, { output: payload.path, url: payload.path }, { status: [payload.initialStatus ?? 200] }, { headers: { ...revalidate, rsc: '1' } })] : [];
    }),
    // The footer's sign-up posted without JavaScript: with nothing configured, refused, and the page says so.
    request('sign-up without JavaScript, refused', { output: '/', url: '/' }, { status: [200], text: signUp.refused }, {
      method: 'POST',
      headers: page,
      form: [...signUp.fields.filter(([name]) => name !== 'email' && name !== 'website'), ['email', 'reader@example.com'], ['website', '']],
    }),
    // content/redirects.ts and a trailing slash: one 308 to the page, from the redirect handler.
    ...redirects.map(({ from, to }) =>
      request(`redirect ${from}`, catchAll(CANONICAL_PATH_PREFIX, to.slice(1)), { status: [308], location: exactly(to) }, { headers: page }),
    ),
    request('trailing slash /about/', catchAll(CANONICAL_PATH_PREFIX, 'about'), { status: [308], location: exactly('/about') }, { headers: page }),
    ...(miscased
      ? [
          request(`other capitals ${miscased.spelling}`, {
            output: `${CANONICAL_PATH_PREFIX}/[...path]`,
            url: `${catchAll(CANONICAL_PATH_PREFIX, miscased.path.slice(1)).url}&canonical=${encodeURIComponent(/** @type {string} */ (miscased.spelling).slice(1))}`,
          }, { status: [308], location: exactly(miscased.path) }, { headers: page }),
        ]
      : []),
    // The handlers that answer with a file the build wrote (lib/prerendered-readers.mjs).
    ...readers.flatMap(({ handler, pages }) => readerRequests(handler, pages, page)),
    // Vercel Cron's routes, called without the secret: refused, never a 5xx.
    ...crons.flatMap(({ path }) => [
      request(`cron ${path} without its secret`, { output: path, url: path }, { status: [401, 404] }),
      request(`cron ${path} with a wrong secret`, { output: path, url: path }, { status: [401, 404] }, { headers: { authorization: 'Bearer wrong' } }),
    ]),
  ];
}

/** @param {string} value */
const exactly = (value) => new RegExp(`^${escapeRegExp(value)}$`);

/**
 * @param {string} handler the handler's folder under app/
 * @param {string[]} pages the files it reads
 * @param {Record<string, string>} page
 * @returns {FunctionRequest[]}
 */
function readerRequests(handler, pages, page) {
  if (`/${handler}` === `${UNKNOWN_PATH_PREFIX}/[...path]`) {
    // The site's not-found page for any unknown path, a section's for an unknown slug under it.
    return pages.map((file) => {
      const section = file === SITE_NOT_FOUND_HTML ? '' : `${file.split('/').slice(0, -1).join('/')}/`;
      return request(`unknown path /${section}${NO_SUCH_SEGMENT}`, catchAll(UNKNOWN_PATH_PREFIX, `${section}${NO_SUCH_SEGMENT}`), { status: [404] }, { headers: page });
    });
  }
  if (handler === SERVICE_WORKER_ROUTE) {
    // A request with a Next-Action header passes the prerender (its experimentalBypassFor) and reaches the function.
    const path = `/${SERVICE_WORKER_ROUTE}`;
    return [request(`${path} with a Next-Action header`, { output: path, url: path }, { status: [200], samePrerender: path }, { headers: { 'next-action': 'probe' } })];
  }
  const link = BUTTON_LINKS.find(({ open }) => open === `/${handler}`);
  if (!link) throw new Error(`No request for the handler app/${handler}/, which answers with ${pages.join(', ')}: add one here.`);
  return [
    request(`${link.page} opened with an unknown token`, { output: link.open, url: `${link.open}?token=${BAD_TOKEN}` }, { status: LINK_REFUSED }, { headers: page }),
    request(`${link.page} opened without its token`, { output: link.open, url: link.open }, { status: LINK_REFUSED }, { headers: page }),
    request(`${link.page}'s button posted with an unknown token`, { output: link.post, url: `${link.post}?token=${BAD_TOKEN}` }, { status: LINK_REFUSED }, {
      method: 'POST',
      headers: { ...page, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    }),
  ];
}
