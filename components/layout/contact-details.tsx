import { siteConfig } from '@/content/site-config';

type ContactDetailsProps = { className?: string; linkClassName?: string };

/** Postal address, e-mail and phone, from the one site config (used by the footer and the contact page). */
export function ContactDetails({ className = '', linkClassName = '' }: ContactDetailsProps) {
  const { address, email, phone, name } = siteConfig;
  return (
    <address className={`not-italic ${className}`}>
      <p>
        {name}
        <br />
        {address.street}
        <br />
        {address.city}, {address.region} {address.postalCode}
      </p>
      {/* Each link on its own 24 px-high row: WCAG 2.2 target size. The space keeps the two apart in the page's text
          (search excerpts, copying), which the rows only separate on screen. The hidden labels name what the links are
          for a screen reader and for the site search, which found the contact page for "phone" only with them. */}
      <p className="mt-3 flex flex-col items-start">
        <span className="sr-only">E-mail </span>
        <a href={`mailto:${email}`} className={`inline-flex min-h-6 items-center wrap-anywhere ${linkClassName}`}>
          {email}
        </a>{' '}
        <span className="sr-only">Phone </span>
        <a href={`tel:${phone.e164}`} className={`inline-flex min-h-6 items-center ${linkClassName}`}>
          {phone.display}
        </a>
      </p>
    </address>
  );
}
