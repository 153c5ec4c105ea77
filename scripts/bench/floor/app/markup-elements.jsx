import parse, { attributesToProps, domToReact } from 'html-react-parser';
import { MarkupString } from './markup-string';
import { ClientEffects } from '@/components/layout/client-effects';
import { SiteHeader } from '@/components/layout/header/site-header';
import { NewsletterForm } from '@/components/newsletter/newsletter-form';
import { IntentLink } from '@/components/ui/intent-link';
import { readSiteMarkup } from './site-markup';

/** The ladder's React rungs, each putting back one more piece of the site's client code. */
export const MARKUP_RUNGS = {
  react: {},
  links: { links: true },
  header: { links: true, header: true },
  effects: { links: true, header: true, effects: true },
  form: { links: true, header: true, effects: true, form: true },
};

/** Every rung a copied page is built for: the one-HTML-string rung, then the React rungs. */
export const MARKUP_RUNG_NAMES = ['html', ...Object.keys(MARKUP_RUNGS)];

/**
 * A site page's markup as React elements for the ladder's rungs, each rung putting back one more piece of the
 * site's client code: `links` makes every same-site link the site's IntentLink; `header` puts the site's
 * interactive header in place of its markup; `effects` adds the site's client-effects island (analytics, service
 * worker, prefetch on intent); `form` the footer's newsletter form (a client component calling the site's server action).
 */
export function siteMarkupElements(page, { links = false, header = false, effects = false, form = false } = {}) {
  const options = {
    replace(node) {
      if (header && node.name === 'header') return <SiteHeader />;
      if (form && node.name === 'form' && node.attribs['aria-label'] === 'Newsletter sign-up') return <NewsletterForm source="footer" />;
      if (links && node.name === 'a' && node.attribs.href?.startsWith('/')) {
        const { href, ...rest } = attributesToProps(node.attribs);
        return (
          <IntentLink href={href} {...rest}>
            {domToReact(node.children, options)}
          </IntentLink>
        );
      }
      return undefined;
    },
  };
  const elements = parse(readSiteMarkup(page).markup, options);
  return effects ? [elements, <ClientEffects key="effects" />] : elements;
}

/**
 * One of the site's pages on the floor. `html`: the markup as one HTML string (MarkupString). Every other rung: the
 * markup as React elements, with the rung's share of the site's client code put back.
 */
export function markupRung(rung, page) {
  if (rung === 'html') return <MarkupString html={readSiteMarkup(page).markup} />;
  return siteMarkupElements(page, MARKUP_RUNGS[rung]);
}
