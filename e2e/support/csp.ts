import type { Page } from '@playwright/test';

/** Collects CSP violations two ways: the DOM event and Chromium's console report. */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return violations;
}

/** The sources of one directive of a policy. */
export function directive(policy: string, name: string): string[] {
  const found = policy.split(';').map((part) => part.trim().split(/\s+/)).find(([key]) => key === name);
  return found ? found.slice(1) : [];
}

type Header = { name: string; value: string };

/**
 * Every Content-Security-Policy header of a response, each one separately (a joined value would hide a second).
 * Takes a page's response (headers read asynchronously) or an API request's (read at once).
 */
export async function policiesOf(response: { headersArray(): Header[] | Promise<Header[]> }): Promise<string[]> {
  return (await response.headersArray()).filter((header) => header.name.toLowerCase() === 'content-security-policy').map((header) => header.value);
}
