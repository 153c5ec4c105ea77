/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allRedirects } from '@/lib/content/redirects';
import { differences, goneWithoutRedirect } from '../../scripts/content/page-text.mjs';

const page = (route: string, lines: string[]) => [`=== ${route}`, 'title: T', 'search index: yes', ...lines, ''].join('\n');

describe('check:page-text reports what changed on a page', () => {
  it('shows added lines as well as removed ones, each side cut at three with the count of the rest', () => {
    const before = page('/about', ['Intro', 'a1', 'a2', 'a3', 'a4', 'a5', 'Outro']);
    const after = page('/about', ['Intro', 'b1', 'b2', 'b3', 'b4', 'Outro']);
    expect(differences(before, after)).toEqual([
      '=== /about:',
      '  - a1',
      '  - a2',
      '  - a3',
      '  … 2 more removed lines',
      '  + b1',
      '  + b2',
      '  + b3',
      '  … 1 more added line',
    ]);
  });

  it('shows a line added where the page already has the same line (a repeated paragraph)', () => {
    const before = page('/contact', ['Call us', 'Write to us']);
    const after = page('/contact', ['Call us', 'Write to us', 'Call us']);
    expect(differences(before, after)).toEqual(['=== /contact:', '  + Call us']);
  });

  it('says when the same lines only moved', () => {
    const before = page('/', ['One', 'Two']);
    const after = page('/', ['Two', 'One']);
    expect(differences(before, after)).toEqual(['=== /:', '  - Two', '  + Two', '  (the same lines in another order)']);
  });

  it('names new and removed pages, and nothing for equal ones', () => {
    expect(differences(page('/a', ['x']), page('/b', ['x']))).toEqual(['=== /a: page gone (a renamed or removed page needs a redirect: content/redirects.ts)', '=== /b: new page']);
    expect(differences(page('/a', ['x']), page('/a', ['x']))).toEqual([]);
  });
});

describe('writing the snapshot when a page is gone', () => {
  const [redirect] = allRedirects();
  const before = [page('/', ['Home']), page('/about', ['About']), page('/insights/old-title', ['Old']), page(redirect!.from, ['Short']), page('/insights/_unknown', ['Not found'])].join('\n');
  const after = page('/', ['Home']);

  it('names the pages gone with nothing leading from their address; not a redirected one or a fallback view', () => {
    expect(goneWithoutRedirect(before, after, new Set(allRedirects().map(({ from }) => from)))).toEqual(['/about', '/insights/old-title']);
  });

  it('refuses to write until each has a redirect or is dropped by name', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'page-text-'));
    try {
      const app = path.join(dir, 'build', 'server', 'app');
      mkdirSync(app, { recursive: true });
      writeFileSync(path.join(app, 'index.html'), '<title>T</title><main data-pagefind-body><p>Home</p></main>');
      const snapshot = path.join(dir, 'page-text.txt');
      writeFileSync(snapshot, before);
      const write = (...args: string[]) =>
        spawnSync(process.execPath, ['scripts/content/page-text.mjs', '--write', ...args], {
          encoding: 'utf8',
          env: { ...process.env, NEXT_DIST_DIR: path.relative(process.cwd(), path.join(dir, 'build')), PAGE_TEXT_SNAPSHOT: snapshot },
        });
      const refused = write('--drop', '/about');
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('This page is gone from the build, and nothing leads from its address:\n  /insights/old-title\nAdd a redirect');
      expect(readFileSync(snapshot, 'utf8')).toBe(before);
      const written = write('--drop', '/about', '--drop', '/insights/old-title');
      expect(written.status).toBe(0);
      expect(readFileSync(snapshot, 'utf8')).toBe('=== /\ntitle: T\nsearch index: yes\nHome\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
