// The MDN HTTP Observatory's score for one captured response, computed with the package's own tests and grader.
// Its scan() fetches http:// and https:// on ports 80 and 443 only, so it cannot scan `next start` on a test port or
// a Vercel output folder; this feeds the same tests a response captured elsewhere, the way scan() does.
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';
import { parseHttpEquivHeaders } from '@mdn/mdn-http-observatory/src/retriever/utils.js';
import { Requests } from '@mdn/mdn-http-observatory/src/types.js';

/** The production host name (the HSTS preload lookup and same-site checks use it). */
const OBSERVATORY_HOSTNAME = 'platteriverconsulting.com';

/** An A+ starts here. */
export const A_PLUS = 110;

/**
 * The package's postinstall downloads Chromium's HSTS preload list, and npm here does not run install scripts (nor
 * could it reach the internet). The HSTS test looks the host up in that list; an empty list is the truth for a
 * domain that is not on it, and keeps the preload bonus out of the score.
 */
function ensurePreloadList() {
  const packageJson = createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json');
  const file = path.join(path.dirname(packageJson), 'conf', 'hsts-preload.json');
  if (!existsSync(file)) writeFileSync(file, '{}\n');
}

/**
 * Header names in lower case, several values of one name as an array (as Node's fetch gives them), and the
 * `get()` the CSP test calls.
 * @param {Array<[string, string]>} entries
 */
function responseHeaders(entries) {
  /** @type {Record<string, string | string[]>} */
  const headers = {};
  for (const [name, value] of entries) {
    const key = name.toLowerCase();
    const existing = headers[key];
    headers[key] = existing === undefined ? value : [...[existing].flat(), value];
  }
  Object.defineProperty(headers, 'get', { enumerable: false, value: (/** @type {string} */ name) => headers[name.toLowerCase()] ?? null });
  return headers;
}

/**
 * @typedef {{ path: string; status: number; headers: Array<[string, string]>; body: string }} CapturedResponse
 * @typedef {{ score: number; grade: string; tests: Record<string, { result: string | null; modifier: number }> }} ObservatoryResult
 */

/**
 * Scores a response as if it were served over HTTPS on the production host, with plain HTTP redirected by the
 * host (Vercel and any TLS front end do that; it scores 0 either way).
 * @param {CapturedResponse} captured
 * @returns {ObservatoryResult}
 */
export function observatoryScore({ path: requestPath, status, headers, body }) {
  ensurePreloadList();
  const url = new URL(requestPath, `https://${OBSERVATORY_HOSTNAME}`);
  const response = {
    status,
    headers: responseHeaders(headers),
    data: body,
    verified: true,
    httpEquiv: parseHttpEquivHeaders(body, url.href),
  };
  const requests = new Requests(OBSERVATORY_HOSTNAME);
  requests.responses.auto = /** @type {any} */ (response);
  requests.responses.https = /** @type {any} */ (response);
  requests.resources.path = body;
  requests.session = /** @type {any} */ ({ url, jar: null });

  // The scanner's own arithmetic (src/scanner/index.js): bonuses count only when the score without them is an A.
  let withExtraCredit = 100;
  let uncurved = 100;
  /** @type {ObservatoryResult['tests']} */
  const tests = {};
  for (const test of ALL_TESTS) {
    const output = test(requests);
    const modifier = output.result ? getScoreModifier(output.result) : 0;
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
    tests[/** @type {{ name: string }} */ (output.constructor).name] = { result: output.result, modifier };
  }
  const { score, grade } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
  return { score, grade, tests };
}
