import { z } from 'zod';
import * as about from '@/content/about';
import * as contact from '@/content/contact';
import * as home from '@/content/home';
import { industriesIntro, industryGroups } from '@/content/industry-groups';
import {
  faqSchema,
  industryGroupSchema,
  portfolioOfferingSchema,
  serviceIndustryCardSchema,
  testimonialSchema,
  titledTextSchema,
} from '@/content/schemas';
import { aiPortfolio, differentiators, serviceIndustryCards, servicesIntro } from '@/content/services-overview';
import { parseRecord } from './parse';

const text = z.string().trim().min(1);
const titled = (titles: readonly string[]) =>
  z.array(titledTextSchema).refine((items) => items.map((i) => i.title).join('|') === titles.join('|'), {
    message: `titles must be exactly: ${titles.join(', ')}`,
  });

export const homeContent = parseRecord(
  z.object({
    heroLead: text,
    homeIntro: text,
    whyChoose: titled(['Global Perspective', 'Data-Driven Approach', 'Personalized Solutions', 'Results-Focused']),
    testimonials: z.array(testimonialSchema).length(3),
    closingCta: z.object({ heading: text, body: text }),
  }),
  home,
  'home page',
);

export const aboutContent = parseRecord(
  z.object({
    aboutIntro: text,
    mission: text,
    vision: text,
    coreValues: titled(['Global Perspective', 'Excellence', 'Client Focus', 'Results-Driven']),
    globalPresence: z.object({
      intro: text,
      locations: z.array(z.object({ place: text, role: text })).min(2),
    }),
    howWeWork: z.array(titledTextSchema).min(3).max(4),
    peopleIntro: text,
  }),
  about,
  'about page',
);

export const contactContent = parseRecord(
  z.object({
    contactIntro: text.refine((value) => /we['’]ll respond within 24 hours/.test(value), {
      message: "contactIntro must promise \"we'll respond within 24 hours\"",
    }),
    faqs: z.array(faqSchema).length(4),
  }),
  contact,
  'contact page',
);

export const industriesOverview = parseRecord(
  z.object({ industriesIntro: text, industryGroups: z.array(industryGroupSchema).length(8) }),
  { industriesIntro, industryGroups },
  'industries overview',
);

export const servicesOverview = parseRecord(
  z.object({
    servicesIntro: text,
    aiPortfolio: z.array(portfolioOfferingSchema).length(8),
    serviceIndustryCards: z.array(serviceIndustryCardSchema).length(6),
    differentiators: z.array(titledTextSchema).length(4),
  }),
  { servicesIntro, aiPortfolio, serviceIndustryCards, differentiators },
  'services overview',
);
