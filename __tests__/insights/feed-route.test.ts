/** @jest-environment node */
import { GET, dynamic } from '@/app/insights/feed.xml/route';
import { allInsights } from '@/lib/content/insights';
import { absoluteUrl } from '@/lib/urls';

describe('GET /insights/feed.xml', () => {
  it('is generated statically at build time', () => {
    expect(dynamic).toBe('force-static');
  });

  it('answers with an RSS 2.0 document holding one item per article', async () => {
    const response = GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');

    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    expect(xml).toMatch(/<rss version="2\.0"[^>]*>/);
    expect(xml.match(/<item>/g)).toHaveLength(allInsights().length);
    for (const insight of allInsights()) {
      expect(xml).toContain(`<link>${absoluteUrl(`/insights/${insight.slug}`)}</link>`);
    }
  });
});
