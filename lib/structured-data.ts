import type { BreadcrumbList, Organization, ProfessionalService, WebSite, WithContext } from 'schema-dts';
import type { Article, CollectionPage, FAQPage, Person as PersonThing } from 'schema-dts';
import type { Faq, Insight, Person } from '@/content/schemas';
import { siteConfig } from '@/content/site-config';
import type { Crumb } from './breadcrumbs';
import { authorOf, personHref } from './content/people';
import { cardPath } from './og-card';
import { sourceCitation } from './source-citation';
import { absoluteUrl } from './urls';
import type { Service as ServiceThing } from 'schema-dts';
import type { Service } from '@/content/schemas';

/** JSON.stringify with `<` escaped, so a string such as "</script>" cannot break out of the script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

const ORGANIZATION_ID = `${siteConfig.url}/#organization`;
/** One id for the site, so that each page's `isPartOf` joins the home page's WebSite node. */
const WEBSITE_ID = `${siteConfig.url}/#website`;
const HOME_CARD_PATH = cardPath('/');

export function organizationJsonLd(): WithContext<ProfessionalService> {
  const { name, description, email, phone, address, foundingYear, social } = siteConfig;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': ORGANIZATION_ID,
    name,
    description,
    url: absoluteUrl('/'),
    // Search engines want a raster logo of at least 112 px a side; the app icon is the mark at 512.
    logo: absoluteUrl('/icons/icon-512.png'),
    image: absoluteUrl(HOME_CARD_PATH),
    email,
    telephone: phone.e164,
    foundingDate: String(foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    areaServed: ['North America', 'Worldwide'],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email,
      telephone: phone.e164,
      areaServed: 'Worldwide',
      availableLanguage: 'English',
    },
    sameAs: social.map((profile) => profile.href),
  };
}

function organizationReference(): Organization {
  return { '@type': 'Organization', '@id': ORGANIZATION_ID, name: siteConfig.name };
}

export function websiteJsonLd(): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': WEBSITE_ID,
    name: siteConfig.name,
    url: absoluteUrl('/'),
    publisher: organizationReference(),
    inLanguage: 'en-US',
  };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  const items = [{ label: 'Home', href: '/' }, ...crumbs];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href),
    })),
  };
}

/** A person as the author of an article: the same @id and URL as their full entry on /about. */
function personNode(person: Person) {
  const url = absoluteUrl(personHref(person.slug));
  return {
    '@type': 'Person',
    '@id': url,
    name: person.name,
    jobTitle: person.role,
    url,
    worksFor: organizationReference(),
  } as const;
}

export function personJsonLd(person: Person): WithContext<PersonThing> {
  return {
    '@context': 'https://schema.org',
    ...personNode(person),
    description: person.background,
    knowsAbout: person.focus,
  };
}

export function articleJsonLd(insight: Insight): WithContext<Article> {
  const url = absoluteUrl(`/insights/${insight.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: insight.title,
    description: insight.excerpt,
    url,
    mainEntityOfPage: url,
    // The card first: a raster image of at least 50,000 pixels, as Google asks of an article's image; then the illustration.
    image: [absoluteUrl(cardPath(`/insights/${insight.slug}`)), absoluteUrl(insight.imageUrl)],
    datePublished: insight.publishedAt,
    dateModified: insight.modifiedAt,
    author: personNode(authorOf(insight)),
    articleSection: insight.category,
    keywords: insight.relatedTopics.join(', '),
    citation: insight.sources.map((source) => sourceCitation(source).text),
    publisher: organizationReference(),
    inLanguage: 'en-US',
  };
}

export function faqPageJsonLd(faqs: readonly Faq[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

export function serviceJsonLd(service: Service): WithContext<ServiceThing> {
  const url = absoluteUrl(`/services/${service.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: service.title,
    serviceType: service.navLabel,
    description: service.description,
    url,
    image: absoluteUrl(service.imageUrl),
    provider: organizationReference(),
    areaServed: ['North America', 'Worldwide'],
  };
}

/** A topic page: the collection of articles on one topic, listed in order. */
export function collectionPageJsonLd({
  path,
  name,
  description,
  insights,
}: {
  path: string;
  name: string;
  description: string;
  insights: readonly Pick<Insight, 'slug' | 'title'>[];
}): WithContext<CollectionPage> {
  const url = absoluteUrl(path);
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    '@id': `${url}#collection`,
    name,
    description,
    url,
    isPartOf: { '@type': 'WebSite', '@id': WEBSITE_ID, name: siteConfig.name, url: absoluteUrl('/') },
    publisher: organizationReference(),
    inLanguage: 'en-US',
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: insights.length,
      itemListElement: insights.map((insight, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absoluteUrl(`/insights/${insight.slug}`),
        name: insight.title,
      })),
    },
  };
}
