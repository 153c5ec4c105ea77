// What the Vercel-functions check (scripts/vercel-functions-check.mjs) makes of a function's answer and its log. Pure:
// plain JavaScript for bare Node.

/** How Node and Next say a file is missing: a module import, a package, a read. */
const MISSING_FILE = /Cannot find (?:module|package) '([^']+)'|ENOENT: no such file or directory, \w+ '([^']+)'/g;

/** Headers Vercel's cache keeps beside a prerender that are no part of the function's own answer. */
const CACHE_HEADERS = new Set(['vary', 'x-next-cache-tags']);

/**
 * The files a function's log says it missed, relative to the function's folder when under it.
 * @param {string} log
 * @param {string} functionDir the folder the function ran from
 * @returns {string[]}
 */
export function missingFiles(log, functionDir) {
  const prefix = `${functionDir.replace(/\/$/, '')}/`;
  const files = [...log.matchAll(MISSING_FILE)].map((match) => (match[1] ?? match[2]).replace(/^file:\/\//, ''));
  return [...new Set(files.map((file) => (file.startsWith(prefix) ? file.slice(prefix.length) : file)))];
}

/**
 * @typedef {{ status: number; headers: Record<string, string>; body: Uint8Array }} Answer headers lower-case
 * @typedef {{ body: Uint8Array; headers: Record<string, string> }} PrerenderedAnswer
 */

/**
 * What is wrong with one answer: a 5xx, a status or Location not expected, a file the log says is missing, or, for a
 * request that passes a prerender, an answer other than the prerendered one.
 * @param {import('./requests.mjs').FunctionRequest} request
 * @param {Answer | null} answer null when no answer came
 * @param {{ log: string; functionDir: string; prerendered?: PrerenderedAnswer; error?: string }} context
 * @returns {string[]}
 */
export function answerProblems(request, answer, { log, functionDir, prerendered, error }) {
  const problems = missingFiles(log, functionDir).map((file) => `missing file ${file}`);
  if (!answer) return [`no answer: ${error ?? 'the function did not respond'}`, ...problems];
  const { status, headers, body } = answer;
  if (status >= 500) problems.unshift(`status ${status}`);
  else if (!request.expect.status.includes(status)) problems.unshift(`status ${status}, not ${request.expect.status.join(' or ')}`);
  if (request.expect.location && !request.expect.location.test(headers.location ?? '')) {
    problems.push(`Location ${headers.location ?? 'none'}, not ${request.expect.location.source}`);
  }
  if (request.expect.text && !Buffer.from(body).toString('utf8').includes(request.expect.text)) problems.push(`the answer does not say "${request.expect.text}"`);
  if (request.expect.samePrerender) {
    if (!prerendered) problems.push(`no prerender of ${request.expect.samePrerender} in the output`);
    else {
      if (Buffer.compare(Buffer.from(body), Buffer.from(prerendered.body)) !== 0) {
        problems.push(`a body of ${body.length} bytes other than the prerendered ${prerendered.body.length}`);
      }
      for (const [name, value] of Object.entries(prerendered.headers)) {
        if (!CACHE_HEADERS.has(name) && headers[name] !== value) problems.push(`${name}: ${headers[name] ?? 'none'}, not ${value} as prerendered`);
      }
    }
  }
  return problems;
}

/** What a server function with nothing configured must log once it starts: that the newsletter refuses, and why. */
export const REFUSAL_LINES = ['[newsletter] NOT storing subscribers: ', '[newsletter] NOT sending e-mail: '];

/**
 * @param {string} log a server function's whole log
 * @returns {string[]} the refusal lines it lacks
 */
export const missingRefusals = (log) => REFUSAL_LINES.filter((line) => !log.includes(line));
