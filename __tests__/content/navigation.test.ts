import { industryLinks, legalLinks, primaryLinks, serviceLinks } from '@/lib/content/navigation';

describe('navigation data', () => {
  it('lists the four primary links in order', () => {
    expect(primaryLinks).toEqual([
      { label: 'Home', href: '/' },
      { label: 'About', href: '/about' },
      { label: 'Insights', href: '/insights' },
      { label: 'Contact', href: '/contact' },
    ]);
  });

  it('lists the six services with the spec labels, in order', () => {
    expect(serviceLinks).toEqual([
      { href: '/services/strategy-consulting', label: 'Strategy Consulting' },
      { href: '/services/operations-improvement', label: 'Operations & Process Improvement' },
      { href: '/services/organizational-hr-consulting', label: 'Organizational & HR Consulting' },
      { href: '/services/digital-transformation', label: 'Digital Transformation' },
      { href: '/services/marketing-growth-strategy', label: 'Marketing & Growth Strategy' },
      { href: '/services/ai-solutions', label: 'AI Solutions' },
    ]);
  });

  it('lists the fourteen industries with the spec names, in order', () => {
    expect(industryLinks.map((link) => [link.label, link.href])).toEqual([
      ['Aerospace & Defense', '/industries/aerospace-defense'],
      ['Agriculture', '/industries/agriculture'],
      ['Automotive', '/industries/automotive'],
      ['Banking & Financial Services', '/industries/banking-financial-services'],
      ['Construction', '/industries/construction'],
      ['Education', '/industries/education'],
      ['Energy & Utilities', '/industries/energy-utilities'],
      ['Healthcare', '/industries/healthcare'],
      ['Information Technology', '/industries/information-technology'],
      ['Manufacturing', '/industries/manufacturing'],
      ['Media & Entertainment', '/industries/media-entertainment'],
      ['Retail & Consumer Goods', '/industries/retail-consumer-goods'],
      ['Telecommunications', '/industries/telecommunications'],
      ['Transportation & Logistics', '/industries/transportation-logistics'],
    ]);
  });

  it('lists the three legal pages', () => {
    expect(legalLinks.map((link) => link.href)).toEqual([
      '/legal/terms-of-service',
      '/legal/privacy-policy',
      '/legal/terms-conditions',
    ]);
  });
});
