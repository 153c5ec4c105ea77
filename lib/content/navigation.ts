import { humanizeSegment } from '@/lib/breadcrumbs';
import { allIndustries } from './industries';
import { allInsights } from './insights';
import { allLegalDocuments } from './legal';
import { allServices } from './services';
import { allTopics } from './topics';

export type NavLink = { label: string; href: string };

export const primaryLinks: readonly NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  { label: 'Insights', href: '/insights' },
  { label: 'Contact', href: '/contact' },
];

export const serviceLinks: readonly NavLink[] = allServices().map((service) => ({
  label: service.navLabel,
  href: `/services/${service.slug}`,
}));

export const industryLinks: readonly NavLink[] = allIndustries().map((industry) => ({
  label: industry.name,
  href: `/industries/${industry.slug}`,
}));

export const legalLinks: readonly NavLink[] = allLegalDocuments().map((document) => ({
  label: document.title,
  href: `/legal/${document.slug}`,
}));

/**
 * The breadcrumb bar's fixed label lookup (spec: Shared layout): the two
 * section names, every service, industry and legal slug, and every article.
 */
export const breadcrumbLabels: Readonly<Record<string, string>> = Object.freeze({
  services: 'Services',
  industries: 'Industries',
  ...Object.fromEntries(allServices().map((s) => [s.slug, s.navLabel])),
  ...Object.fromEntries(allIndustries().map((i) => [i.slug, i.name])),
  ...Object.fromEntries(allLegalDocuments().map((d) => [d.slug, d.title])),
  ...Object.fromEntries(allInsights().map((a) => [a.slug, a.title])),
  // Only topic labels that humanizing the slug would get wrong ("glp-1-costs"): the others would add nothing.
  ...Object.fromEntries(allTopics().filter((t) => humanizeSegment(t.slug) !== t.label).map((t) => [t.slug, t.label])),
});
