import 'server-only';
import { postgresErrorCode } from './store';

/**
 * Masks an address for logs: enough to tell two failures apart, not enough to recover it.
 * 'jane.doe@example.com' becomes 'j***@e***.com'.
 */
export function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  if (at < 1) return value.length === 0 ? '(empty)' : `${first(value)}***`;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const topLevel = dot > 0 ? domain.slice(dot) : '';
  return `${first(local)}***@${first(domain)}***${topLevel}`;
}

// Array.from keeps a leading astral character (emoji, CJK extension) whole.
const first = (text: string) => Array.from(text)[0] ?? '';

const MAX_LOGGED_MESSAGE = 200;

/**
 * What a log may say about a failure. A database error's message, detail and hint can quote the
 * row ("Failing row contains (…)"), so of those only the SQLSTATE and the constraint's name are
 * kept; an error without one (network, timeout) keeps its message, with the address masked.
 */
export function describeFailure(cause: unknown, email = ''): { code: string; constraint?: string } | { error: string } {
  const code = postgresErrorCode(cause);
  if (code) {
    const constraint = (cause as { constraint?: unknown }).constraint;
    return typeof constraint === 'string' ? { code, constraint } : { code };
  }
  const raw = errorText(cause);
  const masked = email ? raw.split(email).join(maskEmail(email)) : raw;
  return { error: masked.slice(0, MAX_LOGGED_MESSAGE) };
}

// 'TimeoutError: …' for errors (DOMException included, which is no Error in every realm); the message of a PostgREST error object.
function errorText(cause: unknown): string {
  if (typeof cause !== 'object' || cause === null) return String(cause);
  const { name, message } = cause as { name?: unknown; message?: unknown };
  if (typeof message !== 'string') return Object.prototype.toString.call(cause);
  return typeof name === 'string' && name !== '' ? `${name}: ${message}` : message;
}
