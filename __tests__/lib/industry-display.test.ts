/** @jest-environment node */
import { siteConfig } from '@/content/site-config';
import { formatLongDate, updateHeading } from '@/lib/article-dates';
import { initials, personHref } from '@/lib/content/people';
import { defaultServicesHeading, industryPageCopy, industryStatLines } from '@/lib/industry-display';
import { RESPONSE_SENTENCE } from '@/lib/response-promise';

describe('industryStatLines', () => {
  it('writes each stat with its one definition and derives the percentage from its basis', () => {
    const lines = industryStatLines({
      experienceYears: 45,
      projects: { count: 24, with: 'hospitals and physician groups' },
      specialists: { count: 7, background: 'former operators' },
      satisfaction: { rated: 23, surveyed: 24 },
    });
    expect(lines).toEqual([
      { label: 'Experience', value: '45+ years', note: 'combined years in the sector of the consultants who work in it' },
      { label: 'Projects', value: '24', note: `engagements since ${siteConfig.foundingYear} with hospitals and physician groups` },
      { label: 'Specialists', value: '7', note: 'consultants who work in this sector: former operators' },
      {
        label: 'Satisfaction',
        value: '96%',
        note: '23 of 24 clients surveyed at the close of an engagement rated our work good or excellent',
      },
    ]);
  });
});

describe('industryPageCopy', () => {
  it('never doubles "Services" in the default heading', () => {
    expect(defaultServicesHeading('Healthcare')).toBe('Our Healthcare Services');
    expect(defaultServicesHeading('Banking & Financial Services')).toBe('Our Banking & Financial Services Practice');
  });

  it('falls back to defaults and always ends the call to action with the response promise', () => {
    const copy = industryPageCopy({ name: 'Mining' });
    expect(copy.servicesHeading).toBe('Our Mining Services');
    expect(copy.relatedServicesIntro).toMatch(/Mining/);
    expect(copy.cta.body.endsWith(RESPONSE_SENTENCE)).toBe(true);
    expect(RESPONSE_SENTENCE).toBe("We'll respond within 24 hours to arrange a first conversation.");

    const own = industryPageCopy({ name: 'Mining', copy: { cta: { heading: 'Dig in', body: 'Tell us about your haul roads.' } } });
    expect(own.cta).toEqual({ heading: 'Dig in', body: `Tell us about your haul roads. ${RESPONSE_SENTENCE}` });
  });
});

describe('article dates and people helpers', () => {
  it('formats the published/reviewed dates and the update heading in UTC', () => {
    expect(formatLongDate('2025-01-20')).toBe('January 20, 2025');
    expect(updateHeading('2026-11-22')).toBe('Update, November 2026');
    expect(updateHeading('2026-11-01')).toBe('Update, November 2026');
  });

  it('takes initials from the first and last name and links a person to their About card', () => {
    expect(initials('Renata Holloway')).toBe('RH');
    expect(initials('Jo van der Berg')).toBe('JB');
    expect(initials('Cher')).toBe('C');
    expect(personHref('renata-holloway')).toBe('/about#person-renata-holloway');
  });
});
