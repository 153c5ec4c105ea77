import { siteConfig } from '@/content/site-config';
import { SocialIcon } from './social-icon';

const styles = {
  /** Round icon buttons on the navy footer. */
  icons: {
    link: 'flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-tint hover:bg-white/20',
    icon: 'size-5',
  },
  /** Icon plus network name, on light backgrounds (contact page). */
  labelled: {
    link: 'inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-navy-900 edge-navy-900/15 transition-tint hover:bg-river-50 hover:text-river-700',
    icon: 'size-5 text-navy-800',
  },
} as const;

/** The firm's three social profiles, from the one site config. */
export function SocialLinks({ variant, className = '' }: { variant: keyof typeof styles; className?: string }) {
  const style = styles[variant];
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`} aria-label="Social media">
      {siteConfig.social.map((profile) => (
        <li key={profile.network}>
          <a href={profile.href} aria-label={`${profile.label} (opens in a new tab)`} rel="noopener noreferrer" target="_blank" className={style.link}>
            <SocialIcon network={profile.network} className={style.icon} />
            {variant === 'labelled' ? profile.network : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
