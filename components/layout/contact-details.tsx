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
      <p className="mt-3">
        <a href={`mailto:${email}`} className={linkClassName}>
          {email}
        </a>
        <br />
        <a href={`tel:${phone.e164}`} className={linkClassName}>
          {phone.display}
        </a>
      </p>
    </address>
  );
}
