import { IntentLink } from '@/components/ui/intent-link';

const CHIP_STYLES = {
  /** Cross-links such as related industries or services. */
  outline: 'bg-white px-4 py-2 font-semibold edge-navy-900/15',
  /** Lighter labels inside an article, such as its 'Related Topics'. */
  muted: 'bg-sand-100 px-3.5 py-1.5 font-medium edge-sand-200',
} as const;

type LinkChipsProps = {
  /** A label may carry more than text, such as a count after it. */
  links: readonly { label: React.ReactNode; href: string }[];
  className?: string;
  variant?: keyof typeof CHIP_STYLES;
};

/** In print, a row of up to this many pills (two or three lines) stays on one page, not one pill left on the next. */
const SHORT_ROW = 8;

/** A wrapped row of pill links. A long one (the topic index) may break between its lines in print (public/print.css). */
export function LinkChips({ links, className = '', variant = 'outline' }: LinkChipsProps) {
  const keep = links.length <= SHORT_ROW ? 'keep-together ' : '';
  return (
    <ul className={`${keep}flex flex-wrap ${variant === 'muted' ? 'gap-2' : 'gap-3'} ${className}`}>
      {links.map((link) => (
        <li key={link.href}>
          <IntentLink
            href={link.href}
            className={`inline-flex min-h-11 items-center gap-2 rounded-full text-sm wrap-anywhere text-navy-900 transition-tint hover:bg-river-50 hover:text-river-700 ${CHIP_STYLES[variant]}`}
          >
            {link.label}
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}
