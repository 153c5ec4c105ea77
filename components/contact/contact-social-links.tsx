import { SocialIcon } from '@/components/layout/social-icon';
import { siteConfig } from '@/content/site-config';

/**
 * The firm's social profiles with visible names. The spec's contact page points
 * these at '#'; we don't ship dead links, so they go to the profiles in siteConfig like the footer's.
 */
export function ContactSocialLinks() {
  return (
    <ul className="flex flex-wrap gap-3" aria-label="Social media">
      {siteConfig.social.map((profile) => (
        <li key={profile.network}>
          <a
            href={profile.href}
            aria-label={profile.label}
            rel="noopener noreferrer"
            target="_blank"
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-navy-900 ring-1 ring-navy-900/15 transition-colors hover:bg-river-50 hover:text-river-700"
          >
            <SocialIcon network={profile.network} className="size-5 text-navy-800" />
            {profile.network}
          </a>
        </li>
      ))}
    </ul>
  );
}
