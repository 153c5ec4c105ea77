import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CurrentYear } from '@/components/layout/current-year';
import { SiteFooter } from '@/components/layout/site-footer';
import { siteConfig } from '@/content/site-config';

/** What a visitor sees after hydration of a page prerendered with `builtIn`, at `now`, and React's recoverable errors. */
async function hydratedAt(now: string, builtIn: number) {
  const html = renderToString(<CurrentYear builtIn={builtIn} />);
  jest.useFakeTimers({ now: new Date(now) });
  const container = document.createElement('p');
  container.innerHTML = html;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <CurrentYear builtIn={builtIn} />, { onRecoverableError: (error) => errors.push(error) });
  });
  return { year: container.textContent, errors };
}

describe('CurrentYear', () => {
  afterEach(() => jest.useRealTimers());

  it('is prerendered with the build year, then shows the year of the visitor when it is later, without a hydration error', async () => {
    const html = renderToString(<CurrentYear builtIn={2026} />);
    expect(html).toBe('2026');

    jest.useFakeTimers({ now: new Date('2027-01-01T09:00:00Z') });
    const container = document.createElement('p');
    container.innerHTML = html;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <CurrentYear builtIn={2026} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(container.textContent).toBe('2027');
    expect(errors).toEqual([]);
  });

  it("is Casper's year, not UTC's nor the visitor's: the old one until midnight in Casper, then the new one", async () => {
    // 23:30 on December 31 in Casper (MST, UTC-7) is already 2027 in UTC, London and Tokyo.
    expect(await hydratedAt('2027-01-01T06:30:00Z', 2026)).toEqual({ year: '2026', errors: [] });
    // Midnight has passed in Casper: 2027, though it is still 2026 in Honolulu.
    expect(await hydratedAt('2027-01-01T07:00:00Z', 2026)).toEqual({ year: '2027', errors: [] });
  });

  it("is prerendered with the build's year in Casper, whatever the build machine's zone", () => {
    // A build on New Year's Eve evening in Casper, after midnight UTC (Vercel builds in UTC).
    jest.useFakeTimers({ now: new Date('2027-01-01T03:00:00Z') });
    expect(renderToString(<SiteFooter />).replace(/<!-- -->/g, '')).toContain(`© 2026 ${siteConfig.name}`);
  });
});
