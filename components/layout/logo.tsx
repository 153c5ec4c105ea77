import { IntentLink } from '@/components/ui/intent-link';
import { siteConfig } from '@/content/site-config';
import { LogoMark } from './logo-mark';

type LogoProps = { tone?: 'dark' | 'light' };

export function Logo({ tone = 'dark' }: LogoProps) {
  const wordColor = tone === 'dark' ? 'text-navy-900' : 'text-white';
  return (
    // One row as tall as the words (the name's 1.75rem line and the 0.6875rem one under it), wrapping and clipped: where
    // the words do not fit beside the mark (a phone with its text at 150 %), they drop out of sight and the mark alone
    // remains (min-w-9: never narrower than the mark), rather than pushing the menu button off the screen.
    <IntentLink
      href="/"
      className="flex h-[2.4375rem] min-w-9 flex-wrap items-center gap-2.5 overflow-hidden rounded-md"
      aria-label={`${siteConfig.name}, home`}
    >
      <LogoMark />
      <span className={`flex flex-col leading-none ${wordColor}`}>
        <span className="font-serif text-lg font-semibold tracking-tight">{siteConfig.shortName}</span>
        {/* The words' space: without it the visible text runs the two lines together ("RiverConsulting"), which the link's name does not contain. */}
        {' '}
        <span className="text-[0.6875rem] font-semibold uppercase tracking-[0.18em] opacity-80">
          {siteConfig.name.replace(siteConfig.shortName, '').trim()}
        </span>
      </span>
    </IntentLink>
  );
}
