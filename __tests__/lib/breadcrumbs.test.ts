import { buildBreadcrumbs, humanizeSegment } from '@/lib/breadcrumbs';
import { industrySlugs } from '@/lib/content/industries';
import { insightSlugs } from '@/lib/content/insights';
import { legalSlugs } from '@/lib/content/legal';
import { breadcrumbLabels } from '@/lib/content/navigation';
import { serviceSlugs } from '@/lib/content/services';
import { allTopics } from '@/lib/content/topics';

describe('humanizeSegment', () => {
  it.each([
    ['vr-workplace-2025', 'Vr Workplace 2025'],
    ['some-unknown-sector', 'Some Unknown Sector'],
    ['Some-UNKNOWN-sector', 'Some UNKNOWN Sector'],
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
    // The 2 section names, every service, industry, legal page and article, plus the topic labels that
    // humanizing their slug would get wrong (service and industry topics reuse the service and industry keys)
    const mislabelled = allTopics().filter((t) => t.kind === 'subject' && humanizeSegment(t.slug) !== t.label);
    expect(mislabelled.map((t) => breadcrumbLabels[t.slug])).toEqual(mislabelled.map((t) => t.label));
    expect(breadcrumbLabels['glp-1-costs']).toBe('GLP-1 Costs');
    const pages = serviceSlugs().length + industrySlugs().length + legalSlugs().length + insightSlugs().length;
    expect(keys).toHaveLength(2 + pages + mislabelled.length);
  });
});
