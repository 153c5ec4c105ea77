import { expect, test } from '@playwright/test';
import type { CapturedResponse, ObservatoryResult } from '../lib/security/observatory.mjs';
import { importEsm } from './support/esm';
import { INSIGHT_ROUTES } from './support/routes';

/*
 * The MDN HTTP Observatory's score (its own tests and grader, @mdn/mdn-http-observatory) of real responses from
 * the served build. scripts/vercel-output-check.mjs scores the same pages from the Vercel output.
 */
const A_PLUS = 110;

async function observatoryScore(captured: CapturedResponse): Promise<ObservatoryResult> {
  const observatory = await importEsm<typeof import('../lib/security/observatory.mjs')>('lib/security/observatory.mjs');
  return observatory.observatoryScore(captured);
}

const PAGES = [
  { path: '/', status: 200 },
  { path: INSIGHT_ROUTES[0]!, status: 200 },
  { path: '/no-such-page', status: 404 },
];

test.describe('MDN HTTP Observatory score', () => {
  for (const { path, status } of PAGES) {
    test(`${path} scores at least ${A_PLUS} (A+)`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(status);
      const result = await observatoryScore({ path, status, headers: response.headersArray().map((h) => [h.name, h.value]), body: await response.text() });
      test.info().annotations.push({ type: 'score', description: `${path}: ${result.score} (${result.grade})` });
      expect(result.tests['content-security-policy']?.result).toBe('csp-implemented-with-unsafe-inline-in-style-src-only');
      expect(result.score, JSON.stringify(result.tests)).toBeGreaterThanOrEqual(A_PLUS);
      expect(result.grade).toBe('A+');
    });
  }

  // The old fallback policy, which every page got on Vercel: the issue reckoned it at 80 (B+).
  test("scores the same page with script-src 'self' 'unsafe-inline' at 80, so the test can tell", async ({ request }) => {
    const response = await request.get('/');
    const headers = response
      .headersArray()
      .map((h): [string, string] => [h.name, h.name.toLowerCase() === 'content-security-policy' ? h.value.replace(/script-src [^;]*/, "script-src 'self' 'unsafe-inline'") : h.value]);
    const result = await observatoryScore({ path: '/', status: 200, headers, body: await response.text() });
    expect(result.tests['content-security-policy']?.result).toBe('csp-implemented-with-unsafe-inline');
    expect(result.score).toBe(80);
  });
});
