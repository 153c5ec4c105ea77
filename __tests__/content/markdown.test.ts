/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { insightSchema } from '@/content/schemas';
import { brokenInternalLinks, dueReviews, reviewDay, strayMarkdownFiles } from '@/lib/content/content-files';
import { articleSkeleton } from '@/lib/content/article-skeleton.mjs';
import { SERVICE_ORDER } from '@/content/services';
import { loadOrderedFolder, parseMarkdownRecord, readMarkdownFile, sectionsOf } from '@/lib/content/markdown-files';
import { renderMarkdown } from '@/lib/markdown/render';
import { editedContentFile } from '../support/edited-content-file';

const ARTICLE = join(process.cwd(), 'content', 'insights', 'vr-workplace-2025.md');

const editedArticle = (edit: (source: string) => string) => editedContentFile('content/insights/vr-workplace-2025.md', edit);

const parseArticle = (edit: (source: string) => string) => () =>
  parseMarkdownRecord(insightSchema, editedArticle(edit), 'content');

describe('Markdown files are validated with the schemas, naming the file and line', () => {
  it('parses a real article, with its dates as strings', () => {
    const insight = parseMarkdownRecord(insightSchema, readMarkdownFile(ARTICLE), 'content');
    expect(insight.slug).toBe('vr-workplace-2025');
    expect(insight.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(insight.draft).toBe(false);
  });

  it('names the line of a field that breaks its schema', () => {
    const source = readFileSync(ARTICLE, 'utf8');
    const line = source.split('\n').findIndex((l) => l.startsWith('publishedAt:')) + 1;
    expect(parseArticle((s) => s.replace(/^publishedAt: .*$/m, 'publishedAt: last spring'))).toThrow(
      new RegExp(`vr-workplace-2025\\.md:${line}: publishedAt:`),
    );
  });

  it('refuses a missing field and an unknown one', () => {
    const withoutExcerpt = readFileSync(ARTICLE, 'utf8').replace(/^excerpt: .*\n/m, '');
    const closing = withoutExcerpt.split('\n').indexOf('---', 1) + 1;
    expect(parseArticle(() => withoutExcerpt)).toThrow(
      `vr-workplace-2025.md:1: excerpt: missing required field; add "excerpt:" to the front matter (lines 1-${closing})`,
    );
    expect(parseArticle((s) => s.replace(/^category:/m, 'catgory:'))).toThrow(/vr-workplace-2025\.md:\d+: unknown field "catgory"/);
  });

  it('says a field written with no value is empty, at its line', () => {
    const line = readFileSync(join(process.cwd(), 'content/insights/vr-workplace-2025.md'), 'utf8').split('\n').findIndex((l) => l.startsWith('excerpt:')) + 1;
    expect(line).toBeGreaterThan(1);
    expect(parseArticle((s) => s.replace(/^excerpt: .*$/m, 'excerpt:'))).toThrow(`vr-workplace-2025.md:${line}: excerpt: empty: write its value after the colon`);
  });

  it('names the line of the list item that breaks its schema, not the list', () => {
    const source = readFileSync(ARTICLE, 'utf8').split('\n');
    const third = source.indexOf('keyPoints:') + 3 + 1;
    expect(parseArticle((s) => s.replace(/^(keyPoints:\n(?: {2}- .*\n){2} {2}- )/m, '$1snake_case '))).toThrow(
      new RegExp(`vr-workplace-2025\\.md:${third}: keyPoints\\.2: plain text field`),
    );
    const secondSource = source.findIndex((line) => line.startsWith('  - title: 29 CFR 1910.269')) + 1;
    expect(parseArticle((s) => s.replace(/^( {4}publisher: .*\n)( {4}date: final rule, 31 January 1994.*\n)/m, '$1'))).toThrow(
      `vr-workplace-2025.md:${secondSource}: sources.1.date: missing required field`,
    );
  });

  it('refuses an article that cites no source', () => {
    expect(parseArticle((s) => s.replace(/^sources:\n(?: {2,}.*\n)+/m, 'sources: []\n'))).toThrow(/vr-workplace-2025\.md:\d+: sources/);
  });

  it('refuses a seventh key point, and takes six', () => {
    const points = (n: number) => Array.from({ length: n }, (_, i) => `  - Point ${i + 1} a reader can take away from the article.\n`).join('');
    const withPoints = (n: number) => parseArticle((s) => s.replace(/^keyPoints:\n(?: {2}- .*\n)+/m, `keyPoints:\n${points(n)}`));
    expect(withPoints(7)).toThrow(/vr-workplace-2025\.md:\d+: keyPoints/);
    expect(withPoints(6)).not.toThrow();
  });

  it('refuses a body that breaks the schema (an empty article)', () => {
    expect(parseArticle((s) => s.replace(/\n---\n[\s\S]*$/, '\n---\n'))).toThrow(/vr-workplace-2025\.md:\d+: content:/);
  });

  it('refuses an order list that names a page twice, naming the list (the collections are validated once, here)', () => {
    const twice = [...SERVICE_ORDER, SERVICE_ORDER[0]];
    expect(() => loadOrderedFolder('services', twice, (file) => ({ slug: file.slug }))).toThrow(
      `content/services/index.ts lists "${SERVICE_ORDER[0]}" twice; keep one`,
    );
  });

  it('refuses a malformed review-by list', () => {
    expect(parseArticle((s) => s.replace(/^category:/m, 'reviewBy: soon\ncategory:'))).toThrow(/reviewBy must be a list/);
  });
});

describe('rendering', () => {
  it('drops raw HTML: no script, style attribute or event handler survives', () => {
    const { html } = renderMarkdown(
      'Text <script>alert(1)</script> and <b onclick="steal()">bold</b>\n\n<div style="color:red">raw</div>\n\n[x](javascript:alert(1))',
    );
    expect(html).not.toMatch(/<script|onclick|style=|javascript:|<div/i);
    expect(html).toContain('<p>');
  });

  it('gives headings stable ids, lists the h2s and marks external links noopener noreferrer', () => {
    const { html, headings } = renderMarkdown('## Where the money sits\n\nSee [the rule](https://example.com/rule) and [us](/about).\n\n### Detail\n\n## Next steps');
    expect(headings).toEqual([
      { id: 'where-the-money-sits', text: 'Where the money sits' },
      { id: 'next-steps', text: 'Next steps' },
    ]);
    expect(html).toContain('<h2 id="where-the-money-sits">');
    expect(html).toContain('<a href="https://example.com/rule" rel="noopener noreferrer">');
    expect(html).toContain('<a href="/about">');
  });

  it('keeps an escaped "1." as the start of a paragraph, and sections read it as typed text', () => {
    expect(renderMarkdown('1\\. Initial consultation.').html).toBe('<p>1. Initial consultation.</p>');
    expect(sectionsOf('## Steps\n\n1\\. Initial consultation.\n\nThen more.')).toEqual([
      { heading: 'Steps', paragraphs: ['1. Initial consultation.', 'Then more.'] },
    ]);
  });
});

describe('checks across the files', () => {
  it('finds a link to a page that does not exist, with its line', () => {
    const files = [{ path: 'content/insights/a.md', source: 'one\nSee [services](/services/no-such) and [ok](/about#team).' }];
    expect(brokenInternalLinks(new Set(['/about']), files)).toEqual([
      'content/insights/a.md:2: link to /services/no-such, which is not a page of the site',
    ]);
  });

  it('refuses a Markdown file that no loader reads', () => {
    expect(strayMarkdownFiles(['content/insights/a.md', 'content/insight/b.md', 'content/pages/x/y.md'])).toEqual([
      expect.stringMatching(/^content\/insight\/b\.md: no loader reads this file/),
      expect.stringMatching(/^content\/pages\/x\/y\.md: no loader reads this file/),
    ]);
  });

  it('lists claims past their review-by date, and none that are not due', () => {
    const file = editedArticle((s) =>
      s.replace(/^category:/m, 'reviewBy:\n  - claim: The rule takes effect in May\n    by: 2026-05-01\n  - claim: Later\n    by: 2030-01-01\ncategory:'),
    );
    const claimLine = file.source.split('\n').indexOf('  - claim: The rule takes effect in May') + 1;
    expect(dueReviews('2026-11-23', [file])).toEqual([{ path: file.path, line: claimLine, claim: 'The rule takes effect in May', by: '2026-05-01' }]);
    // Each claim at its own line; the whole page (its reviewedAt, a year on) is due by then too.
    expect(dueReviews('2030-01-01', [file]).map(({ line, claim }) => [line, claim])).toEqual([
      [claimLine, 'The rule takes effect in May'],
      [file.lineOf('reviewedAt'), expect.stringMatching(/^the whole page/)],
      [claimLine + 2, 'Later'],
    ]);
    expect(dueReviews('2026-04-30', [file])).toEqual([]);
  });

  it('lists a page a year after its last full review', () => {
    const file = editedArticle((s) => s.replace(/^reviewedAt: .*$/m, 'reviewedAt: 2025-11-22'));
    expect(dueReviews('2026-11-21', [file])).toEqual([]);
    expect(dueReviews('2026-11-22', [file])).toEqual([
      { path: file.path, line: expect.any(Number), claim: 'the whole page (last reviewed 2025-11-22)', by: '2026-11-22' },
    ]);
  });
});

describe("today is Casper's day, whatever the machine's zone", () => {
  afterEach(() => jest.useRealTimers());

  it('lists the review-by dates due on the calendar day in Casper, not in UTC', () => {
    // 7 p.m. on November 30 in Casper (MST) is already December 1 in UTC.
    expect(reviewDay(undefined, new Date('2026-12-01T02:00:00Z'))).toBe('2026-11-30');
    expect(reviewDay(undefined, new Date('2026-12-01T07:00:00Z'))).toBe('2026-12-01');
    // Daylight time: 6 p.m. on July 1 in Casper is July 2 in UTC.
    expect(reviewDay(undefined, new Date('2026-07-02T00:00:00Z'))).toBe('2026-07-01');
    expect(reviewDay('2027-03-01')).toBe('2027-03-01');
  });

  it("dates a new article's skeleton, and its label's year, by Casper's day on New Year's Eve evening", () => {
    jest.useFakeTimers({ now: new Date('2027-01-01T03:00:00Z') });
    const skeleton = articleSkeleton('A New Outlook');
    expect(skeleton).toContain('publishedAt: 2026-12-31\n');
    expect(skeleton).toContain('date: 2026 Forecast\n');
  });
});

describe('no prose left in TypeScript', () => {
  const dir = join(process.cwd(), 'content');
  const tsFiles = () => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'));

  it('has no string longer than 400 characters in a .ts file under content/', () => {
    const long = tsFiles().flatMap((name) =>
      [...readFileSync(join(dir, name), 'utf8').matchAll(/(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)]
        .filter((match) => match[2]!.length > 400)
        .map((match) => `${name}: ${match[2]!.slice(0, 60)}…`),
    );
    expect(long).toEqual([]);
  });

  it('keeps content/ free of logic: no .ts file under content/ imports from lib/ (lib/content loads content/)', () => {
    const imports = tsFiles().flatMap((name) =>
      [...readFileSync(join(dir, name), 'utf8').matchAll(/^\s*(?:import|export)\b[^;]*?from\s+['"]([^'"]+)['"]/gm)]
        .map((match) => match[1]!)
        .filter((target) => /(?:^@\/|\.\.\/)lib\//.test(target))
        .map((target) => `${name} imports ${target}`),
    );
    expect(imports).toEqual([]);
  });
});
