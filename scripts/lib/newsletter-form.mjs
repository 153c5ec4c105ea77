// The footer form as a browser without JavaScript posts it, for the newsletter's load and crash checks.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './import-ts.mjs';

const FORM_LABEL = 'Newsletter sign-up';

/** The messages, read from their single source (lib/newsletter/messages.ts) rather than copied. */
export function readMessages() {
  const source = readFileSync(join(ROOT, 'lib', 'newsletter', 'messages.ts'), 'utf8');
  return Object.fromEntries([...source.matchAll(/^\s+(\w+): '([^']+)',$/gm)].map(([, key, text]) => [key, text]));
}

const decodeHtml = (text) =>
  text.replace(/&(quot|amp|lt|gt|#39|#x27);/g, (_, entity) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#39': "'", '#x27': "'" })[entity]);

/** The footer form's markup in a page: its hidden fields are what makes a plain POST reach the action. */
function footerForm(html) {
  const start = html.indexOf(`aria-label="${FORM_LABEL}"`);
  if (start < 0) throw new Error(`No form labelled "${FORM_LABEL}" in the page.`);
  const formStart = html.lastIndexOf('<form', start);
  return html.slice(formStart, html.indexOf('</form>', start));
}

function hiddenFields(formHtml) {
  return [...formHtml.matchAll(/<input\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /type="hidden"/.test(tag))
    .map((tag) => [decodeHtml(tag.match(/name="([^"]*)"/)?.[1] ?? ''), decodeHtml(tag.match(/value="([^"]*)"/)?.[1] ?? '')]);
}

export function statusText(formHtml) {
  const match = formHtml.match(/role="status"[^>]*>([^<]*)</);
  return match ? decodeHtml(match[1]) : '';
}

/** The hidden fields of the footer form in a page's HTML. */
export const footerFields = (html) => hiddenFields(footerForm(html));

/** The hidden fields of the footer form on `origin`'s home page. */
export async function formFields(origin) {
  return footerFields(await (await fetch(`${origin}/`)).text());
}

/** Posts one sign-up as `client`; resolves to the status message the page shows (or why there is none). */
export async function postSignUp(origin, fields, email, client) {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  body.set('email', email);
  body.set('website', '');
  const started = performance.now();
  try {
    // Bounded, so a run can never wait for ever on one request.
    const response = await fetch(`${origin}/`, { method: 'POST', body, headers: { 'x-forwarded-for': client }, signal: AbortSignal.timeout(120_000) });
    const html = await response.text();
    return { ms: performance.now() - started, status: response.status, message: statusText(footerForm(html)) };
  } catch (error) {
    return { ms: performance.now() - started, status: 0, message: `request failed: ${error.message}` };
  }
}

/**
 * An SMTP address where nothing listens, for a production server under these checks: a production server refuses
 * sign-ups it could not send a confirmation for (lib/newsletter/config.ts), so one must be set, and with none that
 * answers every confirmation e-mail stays queued for its retry, where the checks count it.
 */
export async function unansweredSmtpUrl() {
  const server = createServer();
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return `smtp://127.0.0.1:${port}`;
}
