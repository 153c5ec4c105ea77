import { allIndustries } from './industries';
import { allInsights } from './insights';
import { industriesOverview, servicesOverview } from './pages';
import { assertKnownSlugs } from './parse';
import { allServices } from './services';
import { allTopicIntros, allTopics, topicsWithoutIntro } from './topics';

/**
 * Cross-record checks a per-record schema cannot make: every slug a record
 * links to exists, and every industry page belongs to exactly one overview group.
 */
export function assertContentIntegrity(): void {
  const serviceSlugs = new Set(allServices().map((s) => s.slug));
  const industrySlugs = new Set(allIndustries().map((i) => i.slug));

  for (const service of allServices()) {
    assertKnownSlugs(service.relatedIndustries, industrySlugs, `Service "${service.slug}"`);
  }
  for (const industry of allIndustries()) {
    assertKnownSlugs(industry.relatedServices, serviceSlugs, `Industry "${industry.slug}"`);
  }
  for (const insight of allInsights()) {
    assertKnownSlugs(insight.relatedServices, serviceSlugs, `Insight "${insight.slug}"`);
    assertKnownSlugs(insight.relatedIndustries, industrySlugs, `Insight "${insight.slug}" industries`);
  }
  assertKnownSlugs(
    servicesOverview.serviceIndustryCards.map((card) => card.industrySlug),
    industrySlugs,
    'Services overview industry cards',
  );

  const noIntro = topicsWithoutIntro(allTopics(), allTopicIntros());
  if (noIntro.length > 0) throw new Error(`Topic(s) with no introduction in content/topics.ts: ${noIntro.join(', ')}`);

  const grouped = industriesOverview.industryGroups.flatMap((group) => group.industrySlugs);
  assertKnownSlugs(grouped, industrySlugs, 'Industry groups');
  const missing = [...industrySlugs].filter((slug) => grouped.filter((g) => g === slug).length !== 1);
  if (missing.length > 0) {
    throw new Error(`Each industry must sit in exactly one overview group; check: ${missing.join(', ')}`);
  }
}
