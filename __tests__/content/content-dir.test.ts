/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// SITE_CONTENT_DIR moves the content (e2e/dev-loop.spec.ts edits a copy): every reader must follow it, the link
// check's and the review-by list's included, or they judge files the pages do not show.
describe('content read from SITE_CONTENT_DIR', () => {
  let dir: string;
  const saved = process.env.SITE_CONTENT_DIR;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'site-content-'));
    mkdirSync(join(dir, 'insights'));
    writeFileSync(join(dir, 'insights', 'only-in-the-copy.md'), '---\ntitle: Copy\n---\n\nSee [the moon](/moon).\n');
    process.env.SITE_CONTENT_DIR = dir;
  });

  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_CONTENT_DIR;
    else process.env.SITE_CONTENT_DIR = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  it('is the folder whose files the link check reads', () => {
    jest.isolateModules(() => {
      // Fresh modules: the folder is fixed when they load. jest.isolateModules needs require.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const files = require('@/lib/content/content-files') as typeof import('@/lib/content/content-files');
      const sources = files.markdownSources();
      expect(sources.map(({ source }) => source)).toEqual([expect.stringContaining('[the moon](/moon)')]);
      expect(files.brokenInternalLinks(new Set(['/']), sources)).toEqual([expect.stringMatching(/only-in-the-copy\.md:5: link to \/moon/)]);
    });
  });
});

describe("the search index's abbreviations under SITE_CONTENT_DIR", () => {
  const saved = process.env.SITE_CONTENT_DIR;
  let dir: string;

  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_CONTENT_DIR;
    else process.env.SITE_CONTENT_DIR = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  it('come from the files the pages were built from', async () => {
    dir = mkdtempSync(join(tmpdir(), 'site-content-'));
    mkdirSync(join(dir, 'industries'));
    writeFileSync(join(dir, 'industries', 'only-in-the-copy.md'), '---\ntitle: Copy\n---\n\nWe advise on mergers.\n');
    process.env.SITE_CONTENT_DIR = dir;
    const { abbreviationsOf } = await import('../../scripts/build/search-abbreviations.mjs');
    await expect(abbreviationsOf('/industries/only-in-the-copy', process.cwd())).resolves.toEqual(['M&A']);
  });
});
