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
          (search excerpts, copying), which the rows only separate on screen. */}
      <p className="mt-3 flex flex-col items-start">
        <a href={`mailto:${email}`} className={`inline-flex min-h-6 items-center wrap-anywhere ${linkClassName}`}>
          {email}
        </a>{' '}
        <a href={`tel:${phone.e164}`} className={`inline-flex min-h-6 items-center ${linkClassName}`}>
          {phone.display}
        </a>
      </p>
    </address>
  );
}
