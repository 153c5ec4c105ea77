import { draftsVisible, visibleRecords } from '@/lib/content/drafts';

/*
 * Drafts: built and listed in development and on Vercel previews, left out of everything on production.
 * Each build is simulated by loading the content modules afresh with that build's environment and one
 * draft article added to the real ones.
 */

type Env = Record<string, string | undefined>;

function buildWith(env: Env) {
  const saved = { ...process.env };
  // NODE_ENV stays "test" (React's test build); like a production build, it shows no drafts.
  delete process.env.VERCEL_ENV;
  Object.assign(process.env, env);
  try {
    let modules!: {
      insights: typeof import('@/lib/content/insights');
      topics: typeof import('@/lib/content/topics');
      routes: typeof import('@/lib/site-routes');
      feed: typeof import('@/lib/insights-feed');
      page: typeof import('@/app/insights/[slug]/page');
      /** React's server renderer from the same module registry, so it renders with the same React. */
      server: typeof import('react-dom/server');
    };
    jest.isolateModules(() => {
      const real = jest.requireActual<typeof import('@/lib/content/collections')>('@/lib/content/collections');
      const draft = { ...real.insightRecords[4]!, slug: 'draft-article-2025', title: 'A Draft Nobody Has Approved', draft: true, relatedTopics: ['Draft Only Topic', 'CSRD', 'Scope 3'] };
      jest.doMock('@/lib/content/collections', () => ({ ...real, insightRecords: [...real.insightRecords, draft] }));
      // Fresh modules for this build's environment: jest.isolateModules needs require.
      /* eslint-disable @typescript-eslint/no-require-imports */
      modules = {
        insights: require('@/lib/content/insights'),
        topics: require('@/lib/content/topics'),
        routes: require('@/lib/site-routes'),
        feed: require('@/lib/insights-feed'),
        page: require('@/app/insights/[slug]/page'),
        server: require('react-dom/server'),
      };
      /* eslint-enable @typescript-eslint/no-require-imports */
    });
    return modules;
  } finally {
    process.env = saved;
    jest.dontMock('@/lib/content/collections');
  }
}

describe('where drafts are visible', () => {
  it.each([
    [{ NODE_ENV: 'development' }, true],
    [{ NODE_ENV: 'production', VERCEL_ENV: 'preview' }, true],
    [{ NODE_ENV: 'production', VERCEL_ENV: 'production' }, false],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'test' }, false],
  ] as const)('%o → %s', (env, visible) => {
    expect(draftsVisible(env)).toBe(visible);
  });

  it('filters records by their draft flag', () => {
    const records = [{ slug: 'a', draft: false }, { slug: 'b', draft: true }];
    expect(visibleRecords(records, false).map((r) => r.slug)).toEqual(['a']);
    expect(visibleRecords(records, true).map((r) => r.slug)).toEqual(['a', 'b']);
  });
});

describe('the lists, built both ways', () => {
  const DRAFT = 'draft-article-2025';

  it('production leaves the draft out of pages, lists, topics, sitemap routes and the feed', () => {
    const { insights, topics, routes, feed, page } = buildWith({});
    expect(insights.getInsight(DRAFT)).toBeUndefined();
    expect(insights.insightCards().map((card) => card.slug)).not.toContain(DRAFT);
    expect(page.generateStaticParams().map((p) => p.slug)).not.toContain(DRAFT);
    expect(topics.getTopic('draft-only-topic')).toBeUndefined();
    expect(topics.getTopic('csrd')?.insightSlugs ?? []).not.toContain(DRAFT);
    expect(routes.siteRoutes().map((r) => r.path)).not.toContain(`/insights/${DRAFT}`);
    expect(feed.insightsFeedXml()).not.toContain(DRAFT);
  });

  it('a preview deployment builds the draft, lists it, marks it and keeps it out of search engines', async () => {
    const { insights, topics, routes, feed, page, server } = buildWith({ VERCEL_ENV: 'preview' });
    expect(insights.getInsight(DRAFT)?.draft).toBe(true);
    expect(insights.insightCards().map((card) => card.slug)).toContain(DRAFT);
    expect(page.generateStaticParams().map((p) => p.slug)).toContain(DRAFT);
    expect(topics.getTopic('draft-only-topic')).toBeDefined();
    expect(routes.siteRoutes().map((r) => r.path)).toContain(`/insights/${DRAFT}`);
    expect(feed.insightsFeedXml()).toContain(DRAFT);

    const params = { params: Promise.resolve({ slug: DRAFT }) };
    expect((await page.generateMetadata(params)).robots).toEqual({ index: false, follow: false });
    const html = server.renderToStaticMarkup(await page.default(params));
    expect(html).toMatch(/<p role="note"[^>]*>Draft: visible in development and on preview deployments only/);
  });

  it('a published article carries no draft notice and keeps the default robots', async () => {
    const { page, server } = buildWith({ VERCEL_ENV: 'preview' });
    const params = { params: Promise.resolve({ slug: 'vr-workplace-2025' }) };
    expect((await page.generateMetadata(params)).robots).toBeUndefined();
    const html = server.renderToStaticMarkup(await page.default(params));
    expect(html).toContain('<h1');
    expect(html).not.toContain('Draft:');
  });
});
