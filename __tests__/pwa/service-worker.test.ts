/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { OFFLINE_PAGE, SHELL_PAGES, serviceWorkerScript } from '@/lib/service-worker/config';

const ORIGIN = 'https://www.platterivercg.com';
const source = readFileSync(path.join(process.cwd(), 'lib/service-worker/worker.js'), 'utf8');

/** Just enough of the Cache Storage API, keyed by URL (enough for GET requests, which is all the worker stores). */
class FakeCaches {
  stores = new Map<string, Map<string, Response>>();
  async open(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new Map());
    const store = this.stores.get(name)!;
    const key = (request: Request | string) => new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;
    return {
      put: async (request: Request | string, response: Response) => void store.set(key(request), response),
      match: async (request: Request | string) => store.get(key(request))?.clone(),
      addAll: async (urls: string[]) => {
        for (const url of urls) store.set(key(url), new Response(`asset ${url}`));
      },
    };
  }
  async match(request: Request | string, options?: { cacheName?: string }) {
    const names = options?.cacheName ? [options.cacheName] : [...this.stores.keys()];
    for (const name of names) {
      const hit = this.stores.has(name) ? await (await this.open(name)).match(request) : undefined;
      if (hit) return hit;
    }
    return undefined;
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
}

/** A response as fetch gives it for a same-origin request (type "basic"). */
function basic(body: string, status = 200): Response {
  const response = new Response(body, { status });
  Object.defineProperty(response, 'type', { value: 'basic' });
  return response;
}

function loadWorker(version = 'build-2') {
  const listeners: Record<string, (event: unknown) => void> = {};
  const caches = new FakeCaches();
  const network = { online: true, calls: [] as string[], pages: new Map<string, string>() };
  const fetch = jest.fn(async (input: Request | string) => {
    const url = typeof input === 'string' ? new URL(input, ORIGIN).href : input.url;
    network.calls.push(url);
    if (!network.online) throw new TypeError('Failed to fetch');
    return basic(network.pages.get(new URL(url).pathname) ?? `network ${new URL(url).pathname}`);
  });
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    skipWaiting: jest.fn(async () => undefined),
    clients: { claim: jest.fn(async () => undefined) },
  };
  const script = serviceWorkerScript(source, { version, shell: SHELL_PAGES, offlinePage: OFFLINE_PAGE });
  vm.runInNewContext(script, { self, caches, fetch, Response, Request, URL, Promise, setTimeout, clearTimeout, Error, Set, Object });

  /** Dispatches a fetch event; resolves to the worker's response, or null when it let the browser handle the request. */
  async function request(url: string, init: RequestInit & { navigate?: boolean } = {}) {
    const req = new Request(new URL(url, ORIGIN), init);
    if (init.navigate) Object.defineProperty(req, 'mode', { value: 'navigate' });
    let answer: Promise<Response> | null = null;
    listeners.fetch!({ request: req, respondWith: (p: Promise<Response>) => (answer = p), waitUntil: () => undefined });
    return answer ? await (answer as Promise<Response>) : null;
  }
  async function lifecycle(type: 'install' | 'activate') {
    let done: Promise<unknown> = Promise.resolve();
    listeners[type]!({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  }
  return { self, caches, network, fetch, request, lifecycle };
}

describe('service worker', () => {
  it('precaches the shell pages and the hashed files they load, then takes over at once', async () => {
    const sw = loadWorker();
    sw.network.pages.set('/offline', '<link href="/_next/static/css/app.css"><script src="/_next/static/chunks/a.js"></script>');
    await sw.lifecycle('install');
    const shell = [...sw.caches.stores.get('prc-shell-build-2')!.keys()].map((url) => new URL(url).pathname);
    expect(shell).toEqual(expect.arrayContaining(['/', '/offline', '/_next/static/css/app.css', '/_next/static/chunks/a.js']));
    expect(sw.self.skipWaiting).toHaveBeenCalled();
  });

  it('serves pages from the network first and keeps a copy', async () => {
    const sw = loadWorker();
    sw.network.pages.set('/about', 'fresh about');
    expect(await (await sw.request('/about', { navigate: true }))!.text()).toBe('fresh about');
    sw.network.pages.set('/about', 'newer deployment');
    expect(await (await sw.request('/about', { navigate: true }))!.text()).toBe('newer deployment');
  });

  it('offline, serves a page seen before, else the offline page', async () => {
    const sw = loadWorker();
    sw.network.pages.set('/offline', 'offline page');
    await sw.lifecycle('install');
    await sw.request('/about', { navigate: true });
    sw.network.online = false;
    expect(await (await sw.request('/about', { navigate: true }))!.text()).toBe('network /about');
    expect(await (await sw.request('/services/ai-solutions', { navigate: true }))!.text()).toBe('offline page');
  });

  it('serves hashed static files from the cache once fetched', async () => {
    const sw = loadWorker();
    await sw.request('/_next/static/chunks/x.js');
    await sw.request('/_next/static/chunks/x.js');
    expect(sw.network.calls.filter((url) => url.endsWith('/x.js'))).toHaveLength(1);
  });

  it('leaves POSTs (the newsletter), RSC payloads, analytics and other origins to the browser', async () => {
    const sw = loadWorker();
    expect(await sw.request('/', { method: 'POST', body: 'email=a@b.co' })).toBeNull();
    expect(await sw.request('/about?_rsc=abc')).toBeNull();
    expect(await sw.request('/about', { headers: { RSC: '1' } })).toBeNull();
    expect(await sw.request('/_vercel/insights/script.js')).toBeNull();
    expect(await sw.request('https://images.unsplash.com/photo.jpg')).toBeNull();
    expect(sw.network.calls).toEqual([]);
  });

  it("drops an older deployment's caches on activation and claims open pages", async () => {
    const sw = loadWorker('build-2');
    for (const name of ['prc-pages-build-1', 'prc-assets-build-1', 'prc-pages-build-2', 'someone-else']) await sw.caches.open(name);
    await sw.lifecycle('activate');
    expect(await sw.caches.keys()).toEqual(['prc-pages-build-2', 'someone-else']);
    expect(sw.self.clients.claim).toHaveBeenCalled();
  });
});
