// Whether the policy sent with a page lets exactly the page's own inline scripts run. Used by
// scripts/vercel-output-check.mjs; plain JavaScript so it runs under bare Node.
import { parsePolicy } from './csp-policy.mjs';
import { inlineScripts, sha256Source } from './script-hashes.mjs';

/**
 * The sources of the directive that governs inline scripts: script-src-elem, else script-src, else default-src.
 * @param {string} policy
 * @returns {string[] | null}
 */
export function inlineScriptSources(policy) {
  const directives = new Map(parsePolicy(policy));
  return directives.get('script-src-elem') ?? directives.get('script-src') ?? directives.get('default-src') ?? null;
}

/**
 * Whether a policy lets each of a page's inline scripts run by hash, with no effective 'unsafe-inline' (browsers
 * ignore 'unsafe-inline' when a hash or nonce is listed).
 * @param {string | undefined} policy
 * @param {string} html
 */
export function checkPolicy(policy, html) {
  const scripts = inlineScripts(html);
  const sources = policy ? inlineScriptSources(policy) : null;
  const listed = new Set(sources ?? []);
  const hashOrNonce = [...listed].some((source) => /^'(sha256|sha384|sha512|nonce)-/.test(source));
  const unsafeInline = listed.has("'unsafe-inline'") && !hashOrNonce;
  const uncovered = scripts.filter((script) => !listed.has(`'${sha256Source(script)}'`));
  const problems = [];
  if (!policy) problems.push('no Content-Security-Policy');
  else if (!sources) problems.push('no script-src or default-src');
  if (unsafeInline) problems.push("effective 'unsafe-inline'");
  if (listed.has("'unsafe-eval'")) problems.push("'unsafe-eval'");
  if (uncovered.length > 0) problems.push(`${uncovered.length} inline script(s) not covered`);
  return { scripts: scripts.length, covered: scripts.length - uncovered.length, unsafeInline, problems };
}
