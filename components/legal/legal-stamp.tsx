import { LEGAL_LAST_UPDATED, LEGAL_LAST_UPDATED_ISO, LEGAL_VERSION } from '@/lib/content/legal';

/** 'Last Updated: January 15, 2025 | Version 2.1' (spec: Legal pages), from the one pair of constants. */
export function LegalStamp({ className = '' }: { className?: string }) {
  return (
    <p className={`text-sm font-medium text-ink-soft ${className}`}>
      Last Updated: <time dateTime={LEGAL_LAST_UPDATED_ISO}>{LEGAL_LAST_UPDATED}</time> | Version {LEGAL_VERSION}
    </p>
  );
}
