/** @jest-environment node */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INSIGHT_ORDER } from '@/content/insights';
import { insightSchema } from '@/content/schemas';
import { escapeRegExp } from '@/lib/escape-regexp.mjs';
import { allInsights } from '@/lib/content/insights';
import { unpublishable } from '@/lib/content/publication';
import { parseMarkdownRecord, readMarkdownFile } from '@/lib/content/markdown-files';

const script = join(process.cwd(), 'scripts', 'content', 'new.mjs');

/** A project root with only content/insights/index.ts, edited by `edit`, to run the script in. */
function scratchRoot(edit: (index: string) => string = (index) => index) {
  const root = mkdtempSync(join(tmpdir(), 'new-article-'));
  mkdirSync(join(root, 'content', 'insights'), { recursive: true });
  writeFileSync(join(root, 'content', 'insights', 'index.ts'), edit(readFileSync(join(process.cwd(), 'content', 'insights', 'index.ts'), 'utf8')));
  return root;
}

describe('npm run new -- article "Title"', () => {
  it('refuses a title with no letters or digits, before writing anything', () => {
    const root = scratchRoot();
    const before = readFileSync(join(root, 'content', 'insights', 'index.ts'), 'utf8');
    const run = spawnSync('node', [script, 'article', '???'], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('The title "???" has no letters or digits to make the file name of; give the article a title in words.\n');
    expect(readdirSync(join(root, 'content', 'insights'))).toEqual(['index.ts']);
    expect(readFileSync(join(root, 'content', 'insights', 'index.ts'), 'utf8')).toBe(before);
  });

  it('fails, writing nothing, when it cannot find the end of INSIGHT_ORDER, instead of saying it listed the article', () => {
    // The list's own end only: the featured list below still ends in "] as const;", where the old script wrote it.
    const root = scratchRoot((index) => index.replace('] as const;', '];'));
    const run = spawnSync('node', [script, 'article', 'Marker Test 2026'], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      "content/insights/index.ts: found no `export const INSIGHT_ORDER = [` list closed by `] as const;`, so the article cannot be listed; wrote nothing. Restore that form, or copy an article and list its slug by hand (docs/content.md, \"Add an article\").\n",
    );
    expect(readdirSync(join(root, 'content', 'insights'))).toEqual(['index.ts']);
  });

  it('makes the file name as topic pages make their URLs: "&" is "and"', () => {
    const root = scratchRoot();
    execFileSync('node', [script, 'article', 'R&D Budgets in 2026'], { cwd: root });
    expect(readdirSync(join(root, 'content', 'insights')).sort()).toEqual(['index.ts', 'r-and-d-budgets-in-2026.md']);
  });

  it('writes a draft skeleton that passes the schema and lists it last in INSIGHT_ORDER', () => {
    const root = scratchRoot();

    execFileSync('node', [script, 'article', 'Field Service in 2026: Fix It the First Time'], { cwd: root });

    const file = readMarkdownFile(join(root, 'content', 'insights', 'field-service-in-2026-fix-it-the-first-time.md'));
    const insight = parseMarkdownRecord(insightSchema, file, 'content');
    expect(insight).toMatchObject({ title: 'Field Service in 2026: Fix It the First Time', draft: true });
    // After whatever article is last today (an earlier `npm run new` may have added one).
    const lastToday = escapeRegExp(INSIGHT_ORDER.at(-1)!);
    expect(readFileSync(join(root, 'content', 'insights', 'index.ts'), 'utf8')).toMatch(
      new RegExp(`'${lastToday}',\\n {2}'field-service-in-2026-fix-it-the-first-time',\\n\\] as const;`),
    );
    // Published as written (draft: true removed and nothing else), every placeholder it wrote is refused.
    const problems = unpublishable({ ...insight, draft: false }, allInsights());
    const placeholder = "still the placeholder `npm run new` wrote; write the article's own";
    expect(problems).toEqual(
      expect.arrayContaining(
        ['excerpt', 'metaDescription', 'imageAlt', 'keyPoints.0', 'keyPoints.3', 'sources.0.title', 'sources.0.publisher', 'content'].map(
          (path) => `content/insights/field-service-in-2026-fix-it-the-first-time.md: ${path}: ${placeholder}`,
        ),
      ),
    );
    expect(problems).toContainEqual(expect.stringMatching(/: content: \d+ words; a published article needs at least 900$/));
    expect(problems).toContainEqual(expect.stringMatching(/: imageUrl: the illustration of ai-decision-making-2025; draw this article's own/));
    // A second run with the same title refuses to overwrite the file.
    expect(() => execFileSync('node', [script, 'article', 'Field Service in 2026: Fix It the First Time'], { cwd: root, stdio: 'pipe' })).toThrow();
  });
});
