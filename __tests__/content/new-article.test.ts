/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INSIGHT_ORDER } from '@/content/insights';
import { insightSchema } from '@/content/schemas';
import { escapeRegExp } from '@/lib/escape-regexp.mjs';
import { allInsights } from '@/lib/content/insights';
import { unpublishable } from '@/lib/content/integrity';
import { parseMarkdownRecord, readMarkdownFile } from '@/lib/content/markdown-files';

describe('npm run new -- article "Title"', () => {
  it('writes a draft skeleton that passes the schema and lists it last in INSIGHT_ORDER', () => {
    const root = mkdtempSync(join(tmpdir(), 'new-article-'));
    mkdirSync(join(root, 'content', 'insights'), { recursive: true });
    copyFileSync(join(process.cwd(), 'content', 'insights', 'index.ts'), join(root, 'content', 'insights', 'index.ts'));
    const script = join(process.cwd(), 'scripts', 'content', 'new.mjs');

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
