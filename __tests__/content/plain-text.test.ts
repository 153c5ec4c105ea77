/** @jest-environment node */
import { peopleRecords } from '@/content/people';
import { insightSchema, markdownSyntaxIn, personSchema, serviceSchema } from '@/content/schemas';
import { parseMarkdownRecord } from '@/lib/content/markdown-files';
import { aboutPageSchema, contactPageSchema, homePageSchema, industriesPageSchema, servicesPageSchema } from '@/lib/content/pages';
import { parseRecords } from '@/lib/content/parse';
import { editedContentFile } from '../support/edited-content-file';

/*
 * The rule (docs/content.md, "Plain-text fields"): only a file's body is Markdown, and only where the page
 * renders it. Front matter and the page leads shown as text refuse Markdown syntax, naming the field.
 */

/** Appends text to the body of a page file (everything after the closing ---). */
const inBody = (added: string) => (source: string) => `${source.trimEnd()} ${added}\n`;

describe('which syntax counts as Markdown', () => {
  it.each([
    ['**bold**', '"*"'],
    ['*italic*', '"*"'],
    ['_italic_', '"_"'],
    ['`code`', 'backtick'],
    ['see [our work](/services)', '[text](link)'],
    ['# Heading', 'heading'],
    ['First line\n## Heading', 'heading'],
  ])('finds it in %j', (value, named) => {
    expect(markdownSyntaxIn(value)).toContain(named);
  });

  it.each(['Plain words, a colon: and a dash – fine.', '#1 in the region', 'Costs [sic] went up', 'Q&A, 96%, $40,000'])(
    'leaves %j alone',
    (value) => {
      expect(markdownSyntaxIn(value)).toBeUndefined();
    },
  );
});

describe('plain-text fields refuse Markdown, naming the file, line and field', () => {
  it('in an article front matter field (excerpt)', () => {
    const file = editedContentFile('content/insights/vr-workplace-2025.md', (s) => s.replace(/^excerpt: (.*)$/m, 'excerpt: "A **bold** claim. $1"'));
    const line = file.source.split('\n').findIndex((l) => l.startsWith('excerpt:')) + 1;
    expect(() => parseMarkdownRecord(insightSchema, file, 'content')).toThrow(
      new RegExp(`vr-workplace-2025\\.md:${line}: excerpt: plain text field: it contains "\\*"`),
    );
  });

  it('in a nested field (a service benefit)', () => {
    const file = editedContentFile('content/services/strategy-consulting.md', (s) => s.replace(/^(\s+description: )(.*)$/m, '$1See [the case](/insights). $2'));
    expect(() => parseMarkdownRecord(serviceSchema, file, 'content')).toThrow(/strategy-consulting\.md:\d+: benefits\.0\.description: plain text field: .*link/);
  });

  it.each([
    ['content/pages/contact.md', contactPageSchema, 'contactIntro'],
    ['content/pages/services.md', servicesPageSchema, 'servicesIntro'],
    ['content/pages/industries.md', industriesPageSchema, 'industriesIntro'],
  ] as const)('in a page lead shown as text (%s body)', (path, schema, field) => {
    const file = editedContentFile(path, inBody('Read *this*.'));
    expect(() => parseMarkdownRecord(schema, file, field)).toThrow(new RegExp(`: ${field}: plain text field`));
  });

  it.each([
    ['heroLead', 'content/pages/home.md', homePageSchema, 'homeIntro'],
    ['peopleIntro', 'content/pages/about.md', aboutPageSchema, 'aboutIntro'],
  ] as const)('in %s', (field, path, schema, bodyField) => {
    const file = editedContentFile(path, (s) => s.replace(new RegExp(`^${field}: "?(.*?)"?$`, 'm'), `${field}: "\`code\` $1"`));
    expect(() => parseMarkdownRecord(schema, file, bodyField)).toThrow(new RegExp(`: ${field}: plain text field: .*backtick`));
  });

  it('in a TypeScript record (a person)', () => {
    const broken = [{ ...peopleRecords[0]!, background: '_Formerly_ at a bank.' }];
    expect(() => parseRecords(personSchema, broken, 'person', 'content/people.ts')).toThrow(/^Invalid content:\ncontent\/people\.ts:\d+: person "caroline-thorsen": background: plain text field/);
  });
});

describe('bodies the page renders stay Markdown', () => {
  it.each([
    ['content/pages/home.md', homePageSchema, 'homeIntro'],
    ['content/pages/about.md', aboutPageSchema, 'aboutIntro'],
  ] as const)('%s accepts emphasis and links in its body', (path, schema, field) => {
    const file = editedContentFile(path, inBody('See **our** [work](/services).'));
    expect(() => parseMarkdownRecord(schema, file, field)).not.toThrow();
  });

  it('an article body accepts headings, emphasis and links', () => {
    const file = editedContentFile('content/insights/vr-workplace-2025.md', (s) => `${s.trimEnd()}\n\n## More\n\nSee **our** [work](/services).\n`);
    expect(() => parseMarkdownRecord(insightSchema, file, 'content')).not.toThrow();
  });
});
