import { satisfactionPercent, type Industry, type IndustryStats, STAT_LABELS } from '@/content/schemas';
import { siteConfig } from '@/content/site-config';
import { RESPONSE_SENTENCE } from './response-promise';

/*
 * What an industry page says around its record: the four stats, each with the
 * one definition every industry shares, and the lines of the shared
 * components, from the record where it has them and a default where not.
 */

export type StatLine = { label: (typeof STAT_LABELS)[number]; value: string; note: string };

export function industryStatLines(stats: IndustryStats): StatLine[] {
  const { experienceYears, projects, specialists, satisfaction } = stats;
  return [
    { label: 'Experience', value: `${experienceYears}+ years`, note: 'combined years in the sector of the consultants who work in it' },
    { label: 'Projects', value: String(projects.count), note: `engagements since ${siteConfig.foundingYear} with ${projects.with}` },
    { label: 'Specialists', value: String(specialists.count), note: `consultants who work in this sector: ${specialists.background}` },
    {
      label: 'Satisfaction',
      value: `${satisfactionPercent(satisfaction)}%`,
      note: `${satisfaction.rated} of ${satisfaction.surveyed} clients surveyed at the close of an engagement rated our work good or excellent`,
    },
  ];
}

/** Said once under the stats, because specialists work across sectors and the pages overlap. */
export const STATS_FOOTNOTE = `Our ${siteConfig.headCount} consultants each work in more than one sector, so specialist counts and combined years overlap across industry pages.`;

export type IndustryPageCopy = {
  servicesHeading: string;
  relatedServicesIntro: string;
  cta: { heading: string; body: string };
};

/** "Our Healthcare Services", but "Our Banking & Financial Services Practice" rather than a doubled word. */
export function defaultServicesHeading(name: string): string {
  return /\bServices$/.test(name) ? `Our ${name} Practice` : `Our ${name} Services`;
}

/** Accepts a parsed industry or a raw record (whose `copy` may be absent). */
export function industryPageCopy(industry: { name: string; copy?: Industry['copy'] }): IndustryPageCopy {
  const { name, copy = {} } = industry;
  const cta = copy.cta ?? {
    heading: `Talk to our ${name} team`,
    body: 'Tell us about your business and the numbers you need to move.',
  };
  return {
    servicesHeading: copy.servicesHeading ?? defaultServicesHeading(name),
    relatedServicesIntro: copy.relatedServicesIntro ?? `The services ${name} clients ask us for most often.`,
    cta: { heading: cta.heading, body: `${cta.body} ${RESPONSE_SENTENCE}` },
  };
}
