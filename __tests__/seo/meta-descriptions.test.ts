/** @jest-environment node */
import { generateMetadata as topicMetadata } from '@/app/insights/topics/[topic]/page';
import { industrySchema, insightSchema, META_DESCRIPTION_LENGTH, topicIntroSchema } from '@/content/schemas';
import { parseMarkdownRecord } from '@/lib/content/markdown-files';
import { TITLE_TAG_MAX } from '@/lib/content/lengths';
import { titleTag } from '@/lib/title-tag';
import { allTopicIntros, getTopic, topicHeading, topicMetaDescription, topicSlugs } from '@/lib/content/topics';
import { editedContentFile } from '../support/edited-content-file';

/*
 * A meta description is written for the search result, which shows about 155 characters: content records carry their
 * own (metaDescription), held to 70-160 characters by the schema. The static pages' are checked on every route by
 * e2e/support/seo.ts.
 */
const { min, max } = META_DESCRIPTION_LENGTH;

describe('topic pages', () => {
  it.each(topicSlugs())('%s is described by its own metaDescription, whole in a search result', async (topic) => {
    const metadata = await topicMetadata({ params: Promise.resolve({ topic }) });
    expect(metadata.description).toBe(topicMetaDescription(topic));
    expect(metadata.openGraph?.description).toBe(topicMetaDescription(topic));
    expect(topicMetaDescription(topic).length).toBeLessThanOrEqual(max);
  });

  it.each(topicSlugs())('%s has a title tag search results show whole', async (topic) => {
    const metadata = await topicMetadata({ params: Promise.resolve({ topic }) });
    const title = (metadata.title as { absolute?: string } | string | undefined) ?? '';
    const tag = typeof title === 'string' ? titleTag(title) : title.absolute!;
    expect(tag.length).toBeLessThanOrEqual(TITLE_TAG_MAX);
    expect(tag).toMatch(/^Insights on /);
  });

  // As an article's: a title shortened for search results leaves link previews the whole heading, which the card draws.
  it.each(topicSlugs())('%s shows its whole heading in link previews', async (topic) => {
    const metadata = await topicMetadata({ params: Promise.resolve({ topic }) });
    const heading = topicHeading(getTopic(topic)!);
    const shared = allTopicIntros().find((intro) => intro.slug === topic)?.metaTitle ? heading : titleTag(heading);
    expect([metadata.openGraph?.title, metadata.twitter?.title]).toEqual([shared, shared]);
  });

  it('no two topics share one', () => {
    const descriptions = allTopicIntros().map((intro) => intro.metaDescription);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('a topic introduction refuses one a search result would cut, or one too short to say anything', () => {
    const intro = allTopicIntros()[0]!;
    expect(topicIntroSchema.safeParse({ ...intro, metaDescription: 'x'.repeat(max + 1) }).error?.issues[0]?.message).toMatch(/at most 160 characters/);
    expect(topicIntroSchema.safeParse({ ...intro, metaDescription: 'Manufacturing articles.' }).error?.issues[0]?.message).toMatch(/at least 70 characters/);
  });
});

describe('a content file without a fitting metaDescription fails, naming the file, line and field', () => {
  it('one longer than a search result shows', () => {
    const file = editedContentFile('content/insights/vr-workplace-2025.md', (s) =>
      s.replace(/^metaDescription: (.*)$/m, `metaDescription: ${'A sentence of some length. '.repeat(7).trim()}`),
    );
    const line = file.source.split('\n').findIndex((l) => l.startsWith('metaDescription:')) + 1;
    expect(() => parseMarkdownRecord(insightSchema, file, 'content')).toThrow(
      new RegExp(`vr-workplace-2025\\.md:${line}: metaDescription: at most ${max} characters`),
    );
  });

  it('none at all', () => {
    const file = editedContentFile('content/industries/healthcare.md', (s) => s.replace(/^metaDescription: .*\n/m, ''));
    expect(() => parseMarkdownRecord(industrySchema, file, 'content')).toThrow(/healthcare\.md.*metaDescription/);
  });

  it(`one of ${min} characters or more passes`, () => {
    const file = editedContentFile('content/industries/healthcare.md', (s) =>
      s.replace(/^metaDescription: (.*)$/m, `metaDescription: ${'x'.repeat(min)}`),
    );
    expect(parseMarkdownRecord(industrySchema, file, 'content').metaDescription).toHaveLength(min);
  });
});

describe('the insights page', () => {
  it('counts the articles it describes: a new article must change its description too', async () => {
    const { metadata } = await import('@/app/insights/page');
    const { allInsights } = await import('@/lib/content/insights');
    const NUMBER_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve'];
    expect(String(metadata.description).split(' ')[0]).toBe(NUMBER_WORDS[allInsights().length] ?? String(allInsights().length));
  });
});
