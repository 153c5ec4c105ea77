import { IntentLink } from '@/components/ui/intent-link';

const variants = {
  primary: 'bg-copper-700 text-white hover:bg-copper-600 shadow-sm',
  secondary: 'bg-white text-navy-900 edge-inset-navy-900/20 hover:bg-sand-100',
  inverse: 'bg-white text-navy-900 hover:bg-sand-100',
  outlineInverse: 'text-white edge-inset-white/60 hover:bg-white/10',
} as const;

type ButtonLinkProps = {
  href: string;
  children: React.ReactNode;
  variant?: keyof typeof variants;
  className?: string;
};

/** The button look, for the rare plain <a> that must not go through the router (mailto:, tel:, in-page anchors). */
export function buttonClassName(variant: keyof typeof variants = 'primary', className = ''): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-2.5 text-sm font-semibold transition-tint ${variants[variant]} ${className}`;
}

export function ButtonLink({ href, children, variant = 'primary', className = '' }: ButtonLinkProps) {
  return (
    <IntentLink href={href} className={buttonClassName(variant, className)}>
      {children}
    </IntentLink>
  );
}
