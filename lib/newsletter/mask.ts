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
