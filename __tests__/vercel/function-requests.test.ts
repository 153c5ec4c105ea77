/** @jest-environment node */
import { functionRequests, NO_SUCH_SEGMENT, samplePrerenders } from '@/lib/vercel-functions/requests.mjs';
import { VERCEL_CRONS } from '@/lib/newsletter/jobs-schedule.mjs';
import { prerenderedHtmlReaders } from '@/lib/prerendered-readers.mjs';
import { redirectRecords } from '@/content/redirects';

const pagesFn = ['/', '/about', '/index.rsc', '/about.rsc', '/about.segments/_full.segment.rsc', '/services/_unknown', '/services/ai-solutions', '/contact'].map((path) => ({
  path,
  initialStatus: path.endsWith('_unknown') ? 404 : undefined,
}));
const cardsFn = [{ path: '/opengraph-image' }, { path: '/sw.js' }, { path: '/insights/feed.xml' }];
const requests = functionRequests({
  bypassToken: 'token-0123',
  prerendersByFunction: [pagesFn, cardsFn],
  readers: prerenderedHtmlReaders(['/services/_unknown']),
  redirects: redirectRecords,
  crons: VERCEL_CRONS,
  signUp: { fields: [['$ACTION_ID_abc', ''], ['email', 'x'], ['source', 'footer']], refused: 'An error occurred. Please try again later.' },
});
const find = (label: string) => requests.find((request) => request.label === label);

describe('the requests the Vercel-functions check sends (lib/vercel-functions/requests.mjs)', () => {
  it('samples a few prerendered paths spread over each function, never an RSC payload or a segment', () => {
    expect(samplePrerenders(pagesFn, 3).map(({ path }) => path)).toEqual(['/', '/contact', '/services/ai-solutions']);
    expect(samplePrerenders(cardsFn, 6).map(({ path }) => path)).toEqual(['/insights/feed.xml', '/opengraph-image', '/sw.js']);
  });

  it('renders each sampled prerender again with the output bypass token, expecting its prerendered status', () => {
    expect(find('prerendered /services/_unknown, rendered again')).toMatchObject({
      output: '/services/_unknown',
      url: '/services/_unknown',
      headers: { 'x-prerender-revalidate': 'token-0123' },
      expect: { status: [404] },
    });
    expect(find('payload /index.rsc, rendered again')).toMatchObject({ headers: { rsc: '1', 'x-prerender-revalidate': 'token-0123' } });
  });

  it('sends /sw.js with a Next-Action header, which passes the prerender, and wants the prerendered answer', () => {
    expect(find('/sw.js with a Next-Action header')).toMatchObject({
      output: '/sw.js',
      url: '/sw.js',
      headers: { 'next-action': 'probe' },
      expect: { status: [200], samePrerender: '/sw.js' },
    });
  });

  it('sends every redirect of content/redirects.ts to the redirect handler as a catch-all, expecting one 308 to its page', () => {
    for (const { from, to } of redirectRecords) {
      const request = find(`redirect ${from}`);
      expect(request).toMatchObject({ output: '/canonical-path/[...path]', url: `/canonical-path/[...path]?nxtPpath=${encodeURIComponent(to.slice(1))}` });
      expect(request?.expect.location?.test(to)).toBe(true);
      expect(request?.expect.location?.test(`${to}/x`)).toBe(false);
    }
  });

  it("sends an unknown path, and one under each reserved section, to the unknown-path handler, expecting a 404", () => {
    expect(find(`unknown path /${NO_SUCH_SEGMENT}`)).toMatchObject({ url: `/unknown-path/[...path]?nxtPpath=${NO_SUCH_SEGMENT}`, expect: { status: [404] } });
    expect(find(`unknown path /services/${NO_SUCH_SEGMENT}`)).toMatchObject({ url: `/unknown-path/[...path]?nxtPpath=services%2F${NO_SUCH_SEGMENT}` });
  });

  it('opens and posts both newsletter links with an unknown token, and calls each cron without its secret', () => {
    expect(requests.filter(({ output }) => output.startsWith('/newsletter/'))).toHaveLength(6);
    expect(find('/newsletter/unsubscribe\'s button posted with an unknown token')).toMatchObject({ method: 'POST', output: '/newsletter/unsubscribe/one-click' });
    for (const { path } of VERCEL_CRONS) expect(find(`cron ${path} without its secret`)?.expect.status).toEqual([401, 404]);
  });

  it('posts the footer sign-up with the page fields and an address, expecting the refusal on the page', () => {
    expect(find('sign-up without JavaScript, refused')).toMatchObject({
      output: '/',
      method: 'POST',
      form: [['$ACTION_ID_abc', ''], ['source', 'footer'], ['email', 'reader@example.com'], ['website', '']],
      expect: { status: [200], text: 'An error occurred. Please try again later.' },
    });
  });

  it('names a handler that reads a prerendered file with no request of its own, rather than leave it unchecked', () => {
    expect(() =>
      functionRequests({ bypassToken: '', prerendersByFunction: [], readers: [{ handler: 'new/route', pages: ['x.html'] }], redirects: [], crons: [], signUp: { fields: [], refused: '' } }),
    ).toThrow('app/new/route/');
  });
});
