#!/usr/bin/env node
// npm run check:vercel — builds this checkout the way Vercel does (`vercel build`, CLI pinned below) and checks, for
// every prerendered page in .vercel/output, that the Content-Security-Policy Vercel would send with it (from
// config.json's routes, has/missing conditions considered) lets each of the page's inline scripts run by hash, with
// no effective 'unsafe-inline'. An unknown slug of each slug section is checked too: the routes must send its page read
// to the unknown-path handler and its client navigation to the section's reserved not-found page (prerendered with
// status 404, the HTML the handler answers with), with a policy covering that page's scripts; any other unknown path's
// page read must reach the handler too, and every handler that answers with prerendered pages must ship them.
// No page may link a stylesheet in its <head>, where it would block the first paint: the build puts each page's
// own rules in the page and leaves the link unapplied, for client-side navigations (scripts/build/critical-css.mjs), and
// this is the HTML Vercel serves. The one exception is the print sheet, for print only, which must be a static file
// of the output, cached for a year (lib/performance/print-stylesheet.mjs). Nor may a page keep as a URL the artwork the build writes into it
// (scripts/build/inline-artwork.mjs).
// A trailing slash must reach the redirect handler with the site's headers, and a known page in other capitals, or an
// address of content/redirects.ts with or without a trailing slash, must be one redirect to its page; the redirect
// handler's function must ship the content files it knows the pages from.
// Every function ships only what runs: no tests, docs, build scripts, public/ files (served as static files) or font
// files (a path Turbopack cannot scope makes it trace a whole folder, or the project, into the function).
// Vercel Cron must call the newsletter's jobs route daily (config.json's `crons`, from vercel.json), and the route must
// be a function of the output: without it, no address left unconfirmed is ever deleted there.
// Then scores /, one article and the 404 page with the MDN HTTP Observatory (≥ 110).
// Last, runs each function with only the files it ships (its own and its filePathMap's; the checkout hidden where
// `unshare -m` works), production on Vercel with nothing configured, and sends it the requests Vercel's router would:
// any 5xx, unexpected status or missing file in its log fails (scripts/lib/vercel-functions/check.mjs).
// Exits non-zero on any shortfall.
//
//   --skip-build   check the existing .vercel/output (after `npm run build:vercel` of the same checkout, as CI does)
//   VERCEL_CLI=…   use this `vercel` binary instead of the cached one
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { criticalCssSources, renderBlockingStylesheets } from '../lib/performance/critical-css.mjs';
import { artworkLeftAsUrl } from '../lib/performance/inline-artwork.mjs';
import { PRINT_STYLESHEET_CACHE_CONTROL, PRINT_STYLESHEET_PATH, printStylesheetHref } from '../lib/performance/print-stylesheet.mjs';
import { A_PLUS, observatoryScore } from '../lib/security/observatory.mjs';
import { importTs } from './lib/import-ts.mjs';
import { vercelBuild } from './lib/vercel-build.mjs';
import { checkVercelFunctions } from './lib/vercel-functions/check.mjs';
import { CANONICAL_PATH_PREFIX, isPagePath } from '../lib/security/canonical-paths.mjs';
import { BUTTON_LINKS } from '../lib/newsletter/link-paths.mjs';
import { VERCEL_CRONS } from '../lib/newsletter/jobs-schedule.mjs';
import { prerenderedHtmlReaders } from '../lib/prerendered-readers.mjs';
import { strayFiles } from '../lib/vercel-functions/stray-files.mjs';
import { UNKNOWN_PATH_PREFIX, UNKNOWN_SLUG } from '../lib/unknown-slug.mjs';
import { checkPolicy } from '../lib/security/csp-check.mjs';
import { functionConfig, shippedFiles } from '../lib/vercel-functions/function-config.mjs';
import { miscasedSpelling, outputPages, UNKNOWN_PATH, unknownSlugPages } from '../lib/security/vercel-output-pages.mjs';
import { headersFor, phaseRoutes, redirectFor, rewrittenPath } from '../lib/security/vercel-routes.mjs';

const root = process.cwd();
const outputDir = path.join(root, '.vercel', 'output');

/** @param {string} dir @returns {string[]} */
function filesUnder(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    // Function bundles (*.func) hold code, not pages.
    if (entry.isDirectory()) return entry.name.endsWith('.func') ? [] : filesUnder(dir, relative);
    return [relative];
  });
}

if (!process.argv.includes('--skip-build')) vercelBuild(root);
if (!existsSync(path.join(outputDir, 'config.json'))) {
  console.error('No .vercel/output/config.json: run `npm run build:vercel` first, or this check without --skip-build.');
  process.exit(1);
}

const { routes, crons = [] } = JSON.parse(readFileSync(path.join(outputDir, 'config.json'), 'utf8'));
const pages = outputPages(filesUnder(outputDir));
const page = { headers: { accept: 'text/html' } };
let failures = 0;
/** @param {string} file */
const prerenderConfig = (file) => {
  const configFile = path.join(outputDir, file.replace(/\.prerender-fallback\.html$/, '.prerender-config.json'));
  return file.endsWith('.prerender-fallback.html') && existsSync(configFile) ? JSON.parse(readFileSync(configFile, 'utf8')) : null;
};
const unknownSlugs = unknownSlugPages(pages);
if (unknownSlugs.length === 0) {
  console.error(`No slug section's reserved not-found page (…/${UNKNOWN_SLUG}) in the output: unknown slugs would render on demand.`);
  failures += 1;
}
const rows = [...pages, ...unknownSlugs].map(({ path: pagePath, file, reservedPath }) => {
  const html = readFileSync(path.join(outputDir, file), 'utf8');
  const { headers, middleware, settingCsp } = headersFor(routes, { ...page, path: pagePath });
  const result = checkPolicy(headers['content-security-policy'], html);
  const problems = [...result.problems];
  if (renderBlockingStylesheets(html).length > 0) problems.push('a render-blocking stylesheet link in <head>');
  if (/<link rel="stylesheet"/.test(html) && criticalCssSources(html).length === 0) problems.push('a stylesheet with none of its rules in the page');
  for (const src of artworkLeftAsUrl(html)) problems.push(`the first screen's artwork ${src} not written into the page (scripts/build/inline-artwork.mjs)`);
  if (reservedPath) {
    // A page read goes to the unknown-path handler, which answers with this page's HTML (its function must ship the
    // file: below); a client navigation gets the page's payload.
    const handlerPath = `${UNKNOWN_PATH_PREFIX}${pagePath}`;
    const rewritten = rewrittenPath(routes, { ...page, path: pagePath });
    if (rewritten !== handlerPath) problems.push(`a page read rewritten to ${rewritten}, not ${handlerPath}`);
    const navigation = rewrittenPath(routes, { path: pagePath, headers: { rsc: '1' } });
    if (navigation !== `${reservedPath}.rsc`) problems.push(`a client navigation rewritten to ${navigation}, not ${reservedPath}.rsc`);
    const status = prerenderConfig(file)?.initialStatus;
    if (status !== 404) problems.push(`${reservedPath} is served with status ${status ?? 200}, not 404`);
  }
  // A proxy on page reads could replace the policy at run time: this check could not vouch for it.
  if (middleware) problems.push('the proxy runs on this page read');
  if (/content-security-policy/i.test(JSON.stringify(prerenderConfig(file)?.initialHeaders ?? {}))) {
    problems.push('a second policy in initialHeaders');
  }
  if (problems.length > 0) failures += 1;
  return {
    path: pagePath,
    file,
    scripts: result.scripts,
    covered: result.covered,
    routes: settingCsp,
    problems,
    printHref: criticalCssSources(html).length ? printStylesheetHref(html) : undefined,
  };
});

const pad = (value, width) => String(value).padEnd(width);
const fileWidth = Math.max(...rows.map((row) => row.file.length), 4);
console.log(`\n${pad('file', fileWidth)}  ${pad('path', 40)}  inline  hashed  CSP rules  result`);
for (const row of rows) {
  const result = row.problems.length ? `FAIL: ${row.problems.join('; ')}` : 'ok';
  console.log(`${pad(row.file, fileWidth)}  ${pad(row.path, 40)}  ${pad(row.scripts, 6)}  ${pad(row.covered, 6)}  ${pad(row.routes, 9)}  ${result}`);
}
console.log(
  `\n${rows.length - failures} of ${rows.length} prerendered pages and unknown slugs get a policy that covers every inline script, ` +
    'and carry their own styles with no stylesheet in <head>.',
);

// Any other unknown path: Next's fallback rewrite (Vercel's resource phase, after the filesystem and every route) sends
// a page read to the unknown-path handler too.
const fallbackTarget = rewrittenPath(phaseRoutes(routes, 'resource'), { ...page, path: UNKNOWN_PATH });
// Every handler that answers with prerendered pages ships them (lib/prerendered-readers.mjs).
const readerProblems = prerenderedHtmlReaders(unknownSlugs.map(({ reservedPath }) => reservedPath)).flatMap(({ handler, pages: read }) => {
  const config = functionConfig(path.join(outputDir, 'functions', `${handler}.func`));
  if (!config) return [`no function for ${handler}`];
  const shipped = shippedFiles(config);
  return read.map((file) => `.next/server/app/${file}`).filter((file) => !shipped.includes(file)).map((file) => `${handler} does not ship ${file}`);
});
// Opening the confirmation or unsubscribe link, with its token or cut short without it, reaches the handler that checks
// it before answering with the page, and the page's button (a form POST to the same address) the handler that acts.
// The footer's sign-up form on that page posts to the same address, and must reach the page, not act on the token.
// The page tells no request the token (Referrer-Policy).
const formPost = { headers: { ...page.headers, 'content-type': 'application/x-www-form-urlencoded' } };
const footerPost = { headers: { ...page.headers, 'content-type': 'multipart/form-data; boundary=probe' } };
const footerAction = { headers: { ...page.headers, 'content-type': 'text/plain;charset=UTF-8', 'next-action': 'probe' } };
const buttonLinkProblems = BUTTON_LINKS.flatMap(({ page: linkPage, open, post }) => [
  ...[
    [page, '?token=probe', open, 'opened'],
    [page, '', open, 'opened'],
    [formPost, '?token=probe', post, 'posted'],
    [footerPost, '?token=probe', linkPage, 'posted by the footer without JavaScript'],
    [footerAction, '?token=probe', linkPage, "posted by the footer's server action"],
  ].flatMap(([request, query, expected, how]) => {
    const target = rewrittenPath(routes, { ...request, path: `${linkPage}${query}` });
    return target === expected ? [] : [`${linkPage}${query} ${how}: rewritten to ${target}, not ${expected}`];
  }),
  ...[headersFor(routes, { ...page, path: `${linkPage}?token=probe` }).headers['referrer-policy']]
    .filter((policy) => policy !== 'strict-origin')
    .map((policy) => `${linkPage} has Referrer-Policy ${policy}, not strict-origin: its address holds the token`),
]);
const unknownProblems = [
  ...buttonLinkProblems,
  ...(fallbackTarget === `${UNKNOWN_PATH_PREFIX}${UNKNOWN_PATH}` ? [] : [`${UNKNOWN_PATH} rewritten to ${fallbackTarget}, not ${UNKNOWN_PATH_PREFIX}${UNKNOWN_PATH}`]),
  ...readerProblems,
];
if (unknownProblems.length > 0) failures += 1;
console.log(
  `\nUnknown paths: ${unknownProblems.length ? `FAIL: ${unknownProblems.join('; ')}` : `page reads go to ${UNKNOWN_PATH_PREFIX}, the confirmation and unsubscribe links' to ${BUTTON_LINKS.map(({ open }) => open).join(' and ')}; every handler that answers with prerendered pages ships them`}`,
);

// A trailing slash is rewritten to the redirect handler (lib/security/canonical-paths.mjs), and the handler's answer
// gets the site's headers from the routes before it.
/** Every response, a redirect too, carries these (next.config.ts). */
const SECURITY_HEADERS = ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy'];
const slashProbe = '/about/';
const slashTarget = rewrittenPath(routes, { ...page, path: slashProbe });
const slashHeaders = headersFor(routes, { ...page, path: slashProbe }).headers;
const slashProblems = [
  ...(slashTarget === `${CANONICAL_PATH_PREFIX}/about` ? [] : [`rewritten to ${slashTarget}, not ${CANONICAL_PATH_PREFIX}/about`]),
  ...SECURITY_HEADERS.filter((name) => !slashHeaders[name])
    .map((name) => `no ${name}`),
];
if (slashProblems.length > 0) failures += 1;
console.log(`\nTrailing slash: ${slashProbe} → ${slashTarget}: ${slashProblems.length ? `FAIL: ${slashProblems.join('; ')}` : 'ok, with the security headers'}`);

// content/redirects.ts: each address reaches the handler that answers 308 to its page (next.config.ts's rewrites),
// with the security headers, as on next start. With a trailing slash or in other capitals too, the one redirect
// (vercel.json's, or the handler's: lib/canonical-location.ts) leads to the page, not to another redirect.
const { redirectRecords } = await importTs('content/redirects.ts');
const { canonicalLocation } = await importTs('lib/canonical-location.ts');
/** @param {string} probe @returns {string | null} the Location of the first hop: a route's own, or the handler's */
const firstHop = (probe) => {
  const redirect = redirectFor(routes, { ...page, path: probe });
  if (redirect) return redirect.location;
  const target = rewrittenPath(routes, { ...page, path: probe });
  if (!target.startsWith(`${CANONICAL_PATH_PREFIX}/`)) return null;
  return canonicalLocation(target.slice(CANONICAL_PATH_PREFIX.length + 1).split('/').map(decodeURIComponent), '');
};
const redirectProblems = redirectRecords.flatMap(({ from, to }) => {
  const target = rewrittenPath(routes, { ...page, path: from });
  const spellings = [from, `${from}/`, miscasedSpelling(from), `${miscasedSpelling(from)}/`];
  return [
    ...(target === `${CANONICAL_PATH_PREFIX}${to}` ? [] : [`${from} → ${target}, not ${CANONICAL_PATH_PREFIX}${to}`]),
    ...spellings.flatMap((probe) => {
      const headers = headersFor(routes, { ...page, path: probe }).headers;
      const hop = firstHop(probe);
      return [
        ...(hop === to ? [] : [`${probe} → ${hop ?? 'no redirect'}, not ${to} in one hop`]),
        ...SECURITY_HEADERS.filter((name) => !headers[name]).map((name) => `${probe}: no ${name}`),
      ];
    }),
  ];
});
// The handler resolves a path against every page (lib/page-paths.ts), loading their records from content/**/*.md on its
// first request: a function without them (next.config.ts's outputFileTracingIncludes) fails every redirect with a 500.
const handlerShips = new Set(shippedFiles(functionConfig(path.join(outputDir, 'functions', `${CANONICAL_PATH_PREFIX.slice(1)}/[...path].func`))));
const contentFiles = readdirSync(path.join(root, 'content'), { recursive: true })
  .map((file) => `content/${String(file).split(path.sep).join('/')}`)
  .filter((file) => file.endsWith('.md'));
redirectProblems.push(...contentFiles.filter((file) => !handlerShips.has(file)).map((file) => `${CANONICAL_PATH_PREFIX}/[...path] does not ship ${file}`));
if (redirectProblems.length > 0) failures += 1;
console.log(
  `\nRedirects: ${redirectProblems.length ? `FAIL: ${redirectProblems.join('; ')}` : `${redirectRecords.length} addresses, with or without a trailing slash and in other capitals, each one 308 to its page, with the security headers; the handler ships the ${contentFiles.length} content files it resolves them with`}`,
);

// The print sheet (lib/performance/print-stylesheet.mjs): every page with its own rules links one address, the file
// there is a static file of the output with the text that address's version was made from, and it is sent with its
// year-long Cache-Control.
const printHrefs = [...new Set(rows.flatMap((row) => (row.printHref === undefined ? [] : [row.printHref])))];
const printFile = path.join(outputDir, 'static', PRINT_STYLESHEET_PATH);
const printVersion = existsSync(printFile) ? createHash('sha256').update(readFileSync(printFile)).digest('hex').slice(0, 10) : null;
const printCache = headersFor(routes, { path: printHrefs[0] ?? PRINT_STYLESHEET_PATH }).headers['cache-control'];
// Any other version (an old page's, or none) must revalidate: the output holds one file, this build's.
const otherVersionCache = headersFor(routes, { path: `${PRINT_STYLESHEET_PATH}?v=0000000000` }).headers['cache-control'];
const printProblems = [
  ...(printHrefs.length === 1 && printHrefs[0] ? [] : [`the pages link ${printHrefs.join(', ') || 'none'}, not one print sheet`]),
  ...(printVersion ? [] : [`no static${PRINT_STYLESHEET_PATH}`]),
  ...(printVersion && printHrefs[0] && printHrefs[0] !== `${PRINT_STYLESHEET_PATH}?v=${printVersion}` ? [`${printHrefs[0]} names another text than static${PRINT_STYLESHEET_PATH}`] : []),
  ...(printCache === PRINT_STYLESHEET_CACHE_CONTROL ? [] : [`Cache-Control ${printCache ?? 'none'}, not ${PRINT_STYLESHEET_CACHE_CONTROL}`]),
  ...(otherVersionCache === PRINT_STYLESHEET_CACHE_CONTROL ? [`another version is sent as immutable too`] : []),
];
if (printProblems.length > 0) failures += 1;
console.log(`
Print sheet: ${printProblems.length ? `FAIL: ${printProblems.join('; ')}` : `${printHrefs[0]}, a static file, cached for a year`}`);

// A known page in other capitals (and with a trailing slash) is one permanent redirect to its own spelling, with the
// site's headers; the page's own spelling is not redirected. vercel.json's case-sensitive routes do it
// (lib/security/canonical-paths.mjs); an output built from a stale vercel.json fails here.
const caseProblems = pages
  .filter(({ path: pagePath }) => pagePath !== UNKNOWN_PATH && isPagePath(pagePath))
  .flatMap(({ path: pagePath }) => {
    const spelling = miscasedSpelling(pagePath);
    if (!spelling) return [];
    const problems = [];
    for (const probe of [spelling, `${spelling}/`]) {
      const redirect = redirectFor(routes, { ...page, path: probe });
      if (redirect?.status !== 308 || redirect.location !== pagePath) {
        problems.push(`${probe} → ${redirect ? `${redirect.status} ${redirect.location}` : 'no redirect'}, not 308 ${pagePath}`);
      }
      const headers = headersFor(routes, { ...page, path: probe }).headers;
      problems.push(...SECURITY_HEADERS.filter((name) => !headers[name]).map((name) => `${probe}: no ${name}`));
    }
    const own = redirectFor(routes, { ...page, path: pagePath });
    if (own) problems.push(`${pagePath} itself → ${own.status} ${own.location}`);
    return problems;
  });
if (caseProblems.length > 0) failures += 1;
console.log(
  `\nLetter case: ${caseProblems.length ? `FAIL (is vercel.json committed as the build wrote it?):\n  ${caseProblems.slice(0, 8).join('\n  ')}` : 'every page in other capitals, with or without a trailing slash, is one 308 to its own spelling, with the security headers'}`,
);

// What each function ships (its .vc-config.json filePathMap): nothing of lib/vercel-functions/stray-files.mjs.
const functionDirs = readdirSync(path.join(outputDir, 'functions'), { recursive: true })
  .map(String)
  .filter((entry) => entry.endsWith('.func'))
  .flatMap((dir) => {
    const config = functionConfig(path.join(outputDir, 'functions', dir));
    return config ? [{ dir, config }] : [];
  });
const bloated = functionDirs.flatMap(({ dir, config }) => {
  const stray = strayFiles(shippedFiles(config));
  return stray.length ? [`${dir}: ${stray.length} files such as ${stray.slice(0, 3).join(', ')}`] : [];
});
if (bloated.length > 0) failures += 1;
console.log(
  `\nFunctions: ${functionDirs.length} checked; ${bloated.length ? `FAIL: they ship project files that never run:\n  ${bloated.slice(0, 5).join('\n  ')}` : 'none ships tests, docs, scripts, public files, unused fonts or the example settings'}`,
);

// The newsletter's scheduled jobs: each cron of lib/newsletter/jobs-schedule.mjs in config.json, calling a function.
const cronProblems = VERCEL_CRONS.flatMap(({ path: cronPath, schedule }) => {
  const listed = crons.find((/** @type {{ path: string }} */ cron) => cron.path === cronPath);
  if (!listed) return [`${cronPath} is not among config.json's crons (is vercel.json committed as the build wrote it?)`];
  if (listed.schedule !== schedule) return [`${cronPath} runs on "${listed.schedule}", not "${schedule}"`];
  return functionDirs.some(({ dir }) => dir === `${cronPath.slice(1)}.func`) ? [] : [`${cronPath} is no function of the output`];
});
if (cronProblems.length > 0) failures += 1;
console.log(
  `\nCron: ${cronProblems.length ? `FAIL: ${cronProblems.join('; ')}` : VERCEL_CRONS.map(({ path: cronPath, schedule }) => `${cronPath} on "${schedule}"`).join(', ')}`,
);

// The Observatory's score from the headers Vercel would send and the page's HTML.
// An article, not the section's reserved not-found page (which sorts first).
const article = rows.find(
  (row) => row.path.startsWith('/insights/') && row.path.split('/').length === 3 && !row.path.endsWith(`/${UNKNOWN_SLUG}`),
);
const scored = [
  { path: '/', file: rows.find((row) => row.path === '/')?.file, status: 200 },
  { path: article?.path, file: article?.file, status: 200 },
  { path: UNKNOWN_PATH, file: 'static/404.html', status: 404 },
];
console.log('\nMDN HTTP Observatory (its tests and grader, on the headers and HTML of the output)');
for (const { path: pagePath, file, status } of scored) {
  if (!pagePath || !file || !existsSync(path.join(outputDir, file))) {
    console.log(`  missing page for the score: ${pagePath ?? 'an article'}`);
    failures += 1;
    continue;
  }
  const { headers } = headersFor(routes, { ...page, path: pagePath });
  const { score, grade } = observatoryScore({
    path: pagePath,
    status,
    headers: Object.entries(headers),
    body: readFileSync(path.join(outputDir, file), 'utf8'),
  });
  const ok = score >= A_PLUS;
  if (!ok) failures += 1;
  console.log(`  ${pad(pagePath, 40)} ${score} (${grade})${ok ? '' : `  FAIL: below ${A_PLUS}`}`);
}

// Last, each function run with only the files it ships, sent what Vercel's router would send it
// (scripts/lib/vercel-functions/check.mjs).
if ((await checkVercelFunctions(root)) > 0) failures += 1;

if (failures > 0) {
  console.error(`\nvercel-output-check: ${failures} failure(s).`);
  process.exit(1);
}
console.log('\nvercel-output-check: every prerendered page is covered; Observatory A+; every function answers with only its own files.');
