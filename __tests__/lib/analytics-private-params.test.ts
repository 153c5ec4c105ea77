import { withoutPrivateParams } from '@/lib/analytics-private-params';

describe('what a page view or event may tell the analytics service about its URL', () => {
  test('a newsletter link’s token and a search query are removed; the path and every other parameter stay', () => {
    expect(withoutPrivateParams({ type: 'pageview', url: 'https://www.platterivercg.com/newsletter/unsubscribe?token=Itq5uYiXqhLOBbFfd98kyIentVkbMfH6FneH6gaPuSc' })).toEqual({
      type: 'pageview',
      url: 'https://www.platterivercg.com/newsletter/unsubscribe',
    });
    expect(withoutPrivateParams({ type: 'event', url: 'https://www.platterivercg.com/search?q=jane+doe+acme&section=Insights&utm_source=mail' })).toEqual({
      type: 'event',
      url: 'https://www.platterivercg.com/search?section=Insights&utm_source=mail',
    });
  });

  test('a URL without them is passed on as it is', () => {
    const event = { type: 'pageview' as const, url: 'https://www.platterivercg.com/insights?utm_campaign=november#key-points' };
    expect(withoutPrivateParams(event)).toBe(event);
  });
});
