import { buildBreadcrumbs, humanizeSegment } from '@/lib/breadcrumbs';
import { breadcrumbLabels } from '@/lib/content/navigation';
import { allTopics } from '@/lib/content/topics';

describe('humanizeSegment', () => {
  it.each([
    ['vr-workplace-2025', 'Vr Workplace 2025'],
    ['about', 'About'],
    ['some--double-dash', 'Some Double Dash'],
    ['caf%C3%A9-menu', 'Café Menu'],
    ['%E0%A4%A', '%E0%A4%A'],
  ])('%s → %s', (segment, expected) => {
    expect(humanizeSegment(segment)).toBe(expected);
  });
});

describe('buildBreadcrumbs', () => {
  it('gives no crumbs on the home page', () => {
    expect(buildBreadcrumbs('/', breadcrumbLabels)).toEqual([]);
  });

  it('labels known segments from the fixed lookup', () => {
    expect(buildBreadcrumbs('/services/operations-improvement', breadcrumbLabels)).toEqual([
      { label: 'Services', href: '/services' },
      { label: 'Operations & Process Improvement', href: '/services/operations-improvement' },
    ]);
    expect(buildBreadcrumbs('/industries/banking-financial-services', breadcrumbLabels)).toEqual([
      { label: 'Industries', href: '/industries' },
      { label: 'Banking & Financial Services', href: '/industries/banking-financial-services' },
    ]);
    expect(buildBreadcrumbs('/legal/privacy-policy', breadcrumbLabels).at(-1)).toEqual({
      label: 'Privacy Policy',
      href: '/legal/privacy-policy',
    });
  });

  it('humanises unknown segments and keeps nested hrefs cumulative', () => {
    expect(buildBreadcrumbs('/services/supply-chain-audit/phase-two', breadcrumbLabels)).toEqual([
      { label: 'Services', href: '/services' },
      { label: 'Supply Chain Audit', href: '/services/supply-chain-audit' },
      { label: 'Phase Two', href: '/services/supply-chain-audit/phase-two' },
    ]);
  });

  it('ignores query strings, hashes and trailing slashes', () => {
    expect(buildBreadcrumbs('/insights/?ref=mail#top', breadcrumbLabels)).toEqual([{ label: 'Insights', href: '/insights' }]);
  });

  it('does not read inherited object keys as labels', () => {
    expect(buildBreadcrumbs('/constructor', breadcrumbLabels)).toEqual([{ label: 'Constructor', href: '/constructor' }]);
  });

  it('covers every service, industry, legal and insight slug in the lookup', () => {
    const keys = Object.keys(breadcrumbLabels);
    expect(keys).toEqual(expect.arrayContaining(['services', 'industries', 'ai-solutions', 'telecommunications', 'terms-conditions', 'biotech-revolution-2025']));
    // 2 section names + 6 services + 14 industries + 3 legal pages + 6 articles, plus topic labels humanizing gets wrong
    // Subject topics are the only other keys; service and industry topics share their pages' slugs.
    const subjectTopics = new Set(allTopics().filter((topic) => topic.kind === 'subject').map((topic) => topic.slug));
    const extra = keys.filter((key) => subjectTopics.has(key));
    expect(keys.length - extra.length).toBe(31);
    for (const key of extra) expect(breadcrumbLabels[key]).not.toBe(humanizeSegment(key));
  });
});
