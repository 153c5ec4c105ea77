/** @jest-environment node */
import { countLostRequests, watchLostRequests } from '@/lib/search/lost-requests';
import { watchPagefindRequests } from '@/lib/search/pagefind';

const ORIGIN = 'https://www.platterivercg.com';

/** A window whose network answers each path as `answers` says: a status, or a lost connection. */
function fakeWindow(answers: Record<string, number | 'lost'>) {
  const pageFetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), ORIGIN);
    const answer = answers[url.pathname] ?? 200;
    if (answer === 'lost') throw new TypeError('Failed to fetch');
    return new Response('', { status: answer });
  });
  const win = { fetch: pageFetch, location: { href: `${ORIGIN}/search?q=x`, origin: ORIGIN } } as unknown as Window;
  return { win, pageFetch };
}

const quietly = (request: Promise<unknown>) => request.catch(() => undefined);

describe('watchLostRequests', () => {
  const files = { bundlePath: '/pagefind/', exceptPaths: ['/pagefind/pagefind-entry.json'] };

  it("counts a search's failed requests for Pagefind's files, by status or lost connection", async () => {
    const { win } = fakeWindow({ '/pagefind/index/en_1.pf_index': 'lost', '/pagefind/fragment/en_2.pf_fragment': 404 });
    const stop = watchLostRequests(win, files);
    const search = countLostRequests();
    await quietly(win.fetch('/pagefind/index/en_1.pf_index'));
    await win.fetch(new Request(`${ORIGIN}/pagefind/fragment/en_2.pf_fragment`));
    await win.fetch('/pagefind/index/en_3.pf_index');
    search.close();
    expect(search.lost).toBe(2);
    stop();
  });

  it("leaves out other requests, the entry file, other origins, and what starts outside the search's time", async () => {
    const { win } = fakeWindow({
      '/pagefind/index/en_1.pf_index': 'lost',
      '/api/newsletter': 'lost',
      '/breadcrumb-labels.json': 500,
      '/pagefind/pagefind-entry.json': 'lost',
      '/cdn/pagefind/x.js': 404,
    });
    const stop = watchLostRequests(win, files);
    // Lost before the search starts: another search's, or none at all.
    await quietly(win.fetch('/pagefind/index/en_1.pf_index'));
    const search = countLostRequests();
    await quietly(win.fetch('/api/newsletter'));
    await win.fetch('/breadcrumb-labels.json');
    await quietly(win.fetch('/pagefind/pagefind-entry.json?ts=1'));
    await win.fetch('/cdn/pagefind/x.js');
    await quietly(win.fetch('https://elsewhere.example/pagefind/index/en_1.pf_index'));
    search.close();
    // Lost after it ended.
    await quietly(win.fetch('/pagefind/index/en_1.pf_index'));
    expect(search.lost).toBe(0);
    stop();
  });

  it('counts a request into each search open when it started or when it failed: Pagefind shares a file on its way between searches', async () => {
    let fail: (error: Error) => void = () => {};
    const { win, pageFetch } = fakeWindow({});
    pageFetch.mockImplementationOnce(() => new Promise<Response>((_resolve, reject) => (fail = reject)));
    const stop = watchLostRequests(win, files);
    const first = countLostRequests();
    const request = quietly(win.fetch('/pagefind/index/en_1.pf_index'));
    // Typed on while the chunk is on its way: the next search awaits the same chunk, which Pagefind then reads as none.
    const second = countLostRequests();
    // Opened and closed before the loss: its results did not wait for it.
    const between = countLostRequests();
    between.close();
    first.close();
    fail(new TypeError('Failed to fetch'));
    await request;
    second.close();
    expect([first.lost, second.lost, between.lost]).toEqual([1, 1, 0]);
    stop();
  });

  it("puts the page's own fetch back when stopped, and counts nothing after", async () => {
    const { win, pageFetch } = fakeWindow({ '/pagefind/index/en_1.pf_index': 'lost' });
    const stop = watchLostRequests(win, files);
    expect(win.fetch).not.toBe(pageFetch);
    stop();
    expect(win.fetch).toBe(pageFetch);
    const search = countLostRequests();
    await quietly(win.fetch('/pagefind/index/en_1.pf_index'));
    search.close();
    expect(search.lost).toBe(0);
  });

  it('leaves a later wrapper of fetch in place when stopped, passing requests on uncounted', async () => {
    const { win } = fakeWindow({ '/pagefind/index/en_1.pf_index': 'lost' });
    const stop = watchLostRequests(win, files);
    const ours = win.fetch;
    const theirs: typeof fetch = (input, init) => ours(input, init);
    win.fetch = theirs;
    stop();
    expect(win.fetch).toBe(theirs);
    const search = countLostRequests();
    await quietly(win.fetch('/pagefind/index/en_1.pf_index'));
    search.close();
    expect(search.lost).toBe(0);
  });
});

describe('watchPagefindRequests', () => {
  it("watches Pagefind's folder but not its entry file, which the search page reads to compare indexes", async () => {
    const { win, pageFetch } = fakeWindow({ '/pagefind/pagefind-entry.json': 'lost', '/pagefind/wasm.en.pagefind': 503 });
    const stop = watchPagefindRequests(win);
    const search = countLostRequests();
    await quietly(win.fetch('/pagefind/pagefind-entry.json'));
    await win.fetch('/pagefind/wasm.en.pagefind');
    search.close();
    expect(search.lost).toBe(1);
    stop();
    expect(win.fetch).toBe(pageFetch);
  });
});
