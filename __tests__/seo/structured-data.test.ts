/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allInsights } from '@/lib/content/insights';
import { contactContent } from '@/lib/content/pages';
import { allPeople, authorOf } from '@/lib/content/people';
import { allServices } from '@/lib/content/services';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  collectionPageJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  personJsonLd,
  serializeJsonLd,
  serviceJsonLd,
  websiteJsonLd,
} from '@/lib/structured-data';
import { siteConfig } from '@/content/site-config';

/** Round trip through the serialised form pages embed. */
const parsed = (data: unknown) => JSON.parse(serializeJsonLd(data));

describe('serializeJsonLd', () => {
  it('escapes every < so no value can close the script element, and still parses to the same data', () => {
    const data = { name: '</script><script>alert(1)</script>', nested: ['a<b'] };
    const text = serializeJsonLd(data);
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('organizationJsonLd', () => {
  const org = parsed(organizationJsonLd());

  it('names a raster logo of at least 112 px a side that exists in public/', () => {
    const { pathname } = new URL(org.logo);
    const png = readFileSync(join(process.cwd(), 'public', pathname));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(Math.min(png.readUInt32BE(16), png.readUInt32BE(20))).toBeGreaterThanOrEqual(112);
  });

  it('is a ProfessionalService founded in 2020 in Casper, Wyoming', () => {
    expect(org['@context']).toBe('https://schema.org');
    expect(org['@type']).toBe('ProfessionalService');
    expect(org.foundingDate).toBe('2020');
    expect(org.address).toMatchObject({
      '@type': 'PostalAddress',
      addressLocality: 'Casper',
      addressRegion: 'WY',
      postalCode: '82609',
      addressCountry: 'US',
    });
  });

  it('has a contact point with the e-mail and phone of the site config, and its profiles by address', () => {
    expect(org.contactPoint).toMatchObject({ '@type': 'ContactPoint', email: siteConfig.email, telephone: siteConfig.phone.e164 });
    expect(org.telephone).toBe(siteConfig.phone.e164);
    expect(org.sameAs).toEqual(siteConfig.social.map((profile) => profile.href));
    expect(org.image).toBe(`${siteConfig.url}/opengraph-image`);
  });
});

describe('websiteJsonLd and breadcrumbJsonLd', () => {
  it('names the site and its publisher', () => {
    const site = parsed(websiteJsonLd());
    expect(site['@type']).toBe('WebSite');
    expect(site.url).toBe(siteConfig.url);
    expect(site.publisher['@id']).toBe(parsed(organizationJsonLd())['@id']);
  });

  // Without one id, a page's isPartOf was a second, anonymous WebSite that tools merging nodes by @id cannot join.
  it('gives the site one @id, which a topic page\'s isPartOf names', () => {
    const site = parsed(websiteJsonLd());
    expect(site['@id']).toBe(`${siteConfig.url}/#website`);
    const collection = parsed(collectionPageJsonLd({ path: '/insights/topics/csrd', name: 'Insights on CSRD', description: 'd', insights: [] }));
    expect(collection.isPartOf['@id']).toBe(site['@id']);
  });

  it('lists Home then each crumb with positions from 1 and absolute URLs', () => {
    const list = parsed(breadcrumbJsonLd([{ label: 'Services', href: '/services' }, { label: 'AI Solutions', href: '/services/ai-solutions' }]));
    expect(list['@type']).toBe('BreadcrumbList');
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: siteConfig.url },
      { '@type': 'ListItem', position: 2, name: 'Services', item: `${siteConfig.url}/services` },
      { '@type': 'ListItem', position: 3, name: 'AI Solutions', item: `${siteConfig.url}/services/ai-solutions` },
    ]);
  });
});

describe('page-type builders', () => {
  it('describes each service as a Service provided by the firm, with its picture at an absolute URL', () => {
    for (const service of allServices()) {
      const data = parsed(serviceJsonLd(service));
      expect(data['@type']).toBe('Service');
      expect(data.name).toBe(service.title);
      expect(data.url).toBe(`${siteConfig.url}/services/${service.slug}`);
      expect(data.provider['@type']).toBe('Organization');
      expect(data.image).toBe(`${siteConfig.url}${service.imageUrl}`);
    }
  });

  it("lists a topic page's articles as an ItemList with positions from 1", () => {
    const data = parsed(
      collectionPageJsonLd({ path: '/insights/topics/csrd', name: 'Insights on CSRD', description: 'd', insights: [{ slug: 'a', title: 'A' }, { slug: 'b', title: 'B' }] }),
    );
    expect(data.mainEntity).toEqual({
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: `${siteConfig.url}/insights/a`, name: 'A' },
        { '@type': 'ListItem', position: 2, url: `${siteConfig.url}/insights/b`, name: 'B' },
      ],
    });
  });

  it('describes each insight as an Article with author, section and image', () => {
    for (const insight of allInsights()) {
      const data = parsed(articleJsonLd(insight));
      expect(data['@type']).toBe('Article');
      expect(data.headline).toBe(insight.title);
      const author = authorOf(insight);
      expect(data.author).toMatchObject({ '@type': 'Person', name: author.name, jobTitle: author.role, url: `${siteConfig.url}/about#person-${author.slug}` });
      expect(data.datePublished).toBe(insight.publishedAt);
      expect(data.dateModified).toBe(insight.modifiedAt);
      expect(data.citation).toHaveLength(insight.sources.length);
      expect(data.articleSection).toBe(insight.category);
      expect(data.image).toEqual([`${siteConfig.url}/insights/${insight.slug}/opengraph-image`, `${siteConfig.url}${insight.imageUrl}`]);
    }
  });

  it('describes each person with the @id their articles point to', () => {
    for (const person of allPeople()) {
      const data = parsed(personJsonLd(person));
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Person',
        '@id': `${siteConfig.url}/about#person-${person.slug}`,
        name: person.name,
        jobTitle: person.role,
        description: person.background,
        knowsAbout: person.focus,
        worksFor: { '@type': 'Organization', name: siteConfig.name },
      });
    }
    for (const insight of allInsights()) {
      expect(parsed(articleJsonLd(insight)).author['@id']).toBe(parsed(personJsonLd(authorOf(insight)))['@id']);
    }
  });

  it('turns the contact FAQ into a FAQPage of four questions with answers', () => {
    const data = parsed(faqPageJsonLd(contactContent.faqs));
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(4);
    for (const question of data.mainEntity) {
      expect(question['@type']).toBe('Question');
      expect(question.acceptedAnswer['@type']).toBe('Answer');
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(0);
    }
  });
});
