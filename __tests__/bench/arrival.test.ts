/** @jest-environment node */
import type { Page } from '@playwright/test';
import { ARRIVAL_PAGE, arriveFromAnotherSite } from '../../scripts/bench/arrival.mjs';

type Handler = (route: { fulfill: (response: { contentType: string; body: string }) => Promise<void> }) => Promise<void> | void;

/** A stand-in for Playwright's page: its routes, and each navigation with what a route answered for it. */
function fakePage() {
  const routes = new Map<string, Handler>();
  const visits: { url: string; body: string | null }[] = [];
  const page = {
    routes,
    visits,
    async route(url: string, handler: Handler) {
      routes.set(url, handler);
    },
    async unroute(url: string) {
      routes.delete(url);
    },
    async goto(url: string) {
      let body: string | null = null;
      await routes.get(url)?.({ fulfill: async (response) => void (body = response.body) });
      visits.push({ url, body });
    },
  };
  return { page, asPage: page as unknown as Page };
}

describe('a measured load arrives from another site (scripts/bench/arrival.mjs)', () => {
  const measured = 'http://127.0.0.1:3205/about';

  it("opens another site's page, answered without the network, that links to the page about to be measured", async () => {
    const { page, asPage } = fakePage();
    await arriveFromAnotherSite(asPage, measured);
    expect(page.visits).toHaveLength(1);
    const arrival = page.visits[0]!;
    expect(new URL(arrival.url).hostname).not.toBe(new URL(measured).hostname);
    expect(arrival.url).toBe(ARRIVAL_PAGE);
    expect(arrival.body).toContain(`<a href="${measured}">`);
  });

  it('leaves no route set, so the measured load is neither intercepted nor uncached', async () => {
    const { page, asPage } = fakePage();
    await arriveFromAnotherSite(asPage, measured);
    expect(page.routes.size).toBe(0);
  });
});
