import { cacheVisitedPage } from '@/lib/service-worker/register';
import { CACHE_CURRENT_PAGE } from '@/lib/service-worker/rules';

/** A window whose service-worker container has `controller`, and whose page loaded `resources`. */
function windowWith(controller: { postMessage: jest.Mock } | null, resources: string[]) {
  return {
    navigator: { serviceWorker: { controller } },
    location: new URL('https://www.platterivercg.com/about'),
    performance: { getEntriesByType: () => resources.map((name) => ({ name })) },
  } as unknown as Window;
}

describe('after a client-side navigation', () => {
  test('the controlling worker is told the page and the build files loaded so far, to keep them for offline visits', () => {
    const worker = { postMessage: jest.fn() };
    cacheVisitedPage(
      windowWith(worker, ['https://www.platterivercg.com/_next/static/chunks/a1.js', 'https://www.platterivercg.com/_next/static/chunks/a1.js', 'https://cdn.example.com/x.js', 'https://www.platterivercg.com/about?_rsc=1']),
    );
    expect(worker.postMessage).toHaveBeenCalledWith({ type: CACHE_CURRENT_PAGE, page: 'https://www.platterivercg.com/about', assets: ['/_next/static/chunks/a1.js'] });
  });

  test('nothing happens while no worker controls the page, or where there are none', () => {
    expect(() => cacheVisitedPage(windowWith(null, []))).not.toThrow();
    expect(() => cacheVisitedPage({ navigator: {} } as unknown as Window)).not.toThrow();
  });
});
