import { siteConfig } from '@/content/site-config';
import { absoluteUrl } from '@/lib/urls';

/**
 * Print only (public/print.css shows it; `hidden` keeps it off screens, and from screen readers there): whose page a
 * printout is and where it lives, since the header and footer are not printed. Plain text, no links: paper cannot be
 * clicked, and a link's address would be printed twice. Out of the search index like the rest of the page's furniture.
 */
export function PrintLetterhead({ path }: { path: string }) {
  const { name, address, phone, email } = siteConfig;
  return (
    <p className="print-letterhead container-page hidden" data-pagefind-ignore="">
      {`${name} · ${address.street}, ${address.city}, ${address.region} ${address.postalCode} · ${phone.display} · ${email}`}
      <br />
      {absoluteUrl(path)}
    </p>
  );
}
