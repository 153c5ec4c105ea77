/** @jest-environment node */
import { offVercelInsightsResponse, runsOnVercel } from '@/lib/analytics-off-vercel';

describe('offVercelInsightsResponse', () => {
  it('answers the analytics script with an empty, executable script', async () => {
    const response = offVercelInsightsResponse('/_vercel/insights/script.js')!;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(await response.text()).toMatch(/^\/\*.*\*\/\s*$/);
  });

  it('accepts beacons with 204 and ignores every other path', () => {
    expect(offVercelInsightsResponse('/_vercel/insights/view')!.status).toBe(204);
    expect(offVercelInsightsResponse('/about')).toBeNull();
    expect(offVercelInsightsResponse('/_vercel/speed-insights/script.js')).toBeNull();
  });
});

describe('runsOnVercel', () => {
  it('is true only where Vercel sets VERCEL=1', () => {
    expect(runsOnVercel({ VERCEL: '1' })).toBe(true);
    expect(runsOnVercel({})).toBe(false);
  });
});
