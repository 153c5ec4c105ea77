import { getIndustry } from './industries';
import { getService } from './services';
import { getTopic, topicInsights, topicPath, type Topic } from './topics';

export type CrossLink = { label: string; href: string };

/** Links to industry pages, labelled with each industry's short name; unknown slugs fail loudly. */
export function linksToIndustries(slugs: readonly string[]): CrossLink[] {
  return slugs.map((slug) => {
    const industry = getIndustry(slug);
    if (!industry) throw new Error(`No industry record for slug "${slug}"`);
    return { label: industry.name, href: `/industries/${slug}` };
  });
}

/** Links to service pages, labelled with each service's navigation label; unknown slugs fail loudly. */
export function linksToServices(slugs: readonly string[]): CrossLink[] {
  return slugs.map((slug) => {
    const service = getService(slug);
    if (!service) throw new Error(`No service record for slug "${slug}"`);
    return { label: service.navLabel, href: `/services/${slug}` };
  });
}

/** The service or industry page a topic of that kind is named after; null for a subject topic. */
export function namesakePage(topic: Pick<Topic, 'slug' | 'kind'>): CrossLink | null {
  if (topic.kind === 'industry') return linksToIndustries([topic.slug])[0]!;
  if (topic.kind === 'service') return linksToServices([topic.slug])[0]!;
  return null;
}

/** The articles that relate to a service or an industry, by title, and their topic page where it lists more than one. */
export type ArticlesAbout = { links: CrossLink[]; topicHref: string | null };

export function articlesAbout(kind: 'service' | 'industry', slug: string): ArticlesAbout {
  const topic = getTopic(slug);
  if (!topic || topic.kind !== kind) return { links: [], topicHref: null };
  const links = topicInsights(topic).map((insight) => ({ label: insight.title, href: `/insights/${insight.slug}` }));
  return { links, topicHref: links.length > 1 ? topicPath(slug) : null };
}
