/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * The ladder's markup rungs (scripts/bench/floor/) rebuild the site's pages from its prerendered HTML. They
 * must carry the page's DOM and body class, and none of its scripts: otherwise a rung would load the
 * site's client code and measure the wrong thing.
 */

const siteDist = mkdtempSync(path.join(tmpdir(), 'site-markup-'));
mkdirSync(path.join(siteDist, 'server', 'app', 'insights'), { recursive: true });
writeFileSync(
  path.join(siteDist, 'server', 'app', 'insights', 'an-article.html'),
  [
    '<!DOCTYPE html><html lang="en-US"><head><script src="/_next/static/chunks/a.js" async=""></script></head>',
    '<body class="flex min-h-dvh flex-col"><div hidden=""><!--$--><!--/$--></div>',
    '<header><a href="/">Home</a></header><main><!--$--><h1>Title</h1><!--/$--><p>Casper<!-- -->, WY</p></main>',
    '<script>self.__next_f.push([1,"payload"])</script><script type="application/ld+json">{}</script></body></html>',
  ].join(''),
);

afterAll(() => rmSync(siteDist, { recursive: true, force: true }));

async function loadModule() {
  process.env.FLOOR_SITE_DIST_DIR = siteDist;
  return import('@/scripts/bench/floor/app/site-markup.js');
}

test('keeps the body markup and class, drops scripts, the metadata holder and Suspense markers', async () => {
  const { readSiteMarkup } = await loadModule();
  const { bodyClass, markup } = readSiteMarkup('insights/an-article');
  expect(bodyClass).toBe('flex min-h-dvh flex-col');
  expect(markup).toBe('<header><a href="/">Home</a></header><main><h1>Title</h1><p>Casper<!-- -->, WY</p></main>');
});

test('names the page when the site build has no such page', async () => {
  const { readSiteMarkup } = await loadModule();
  expect(() => readSiteMarkup('missing')).toThrow(/missing\.html/);
});
