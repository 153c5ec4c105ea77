/** Names of the inline SVG icons in components/ui/icon.tsx; content records refer to icons by these names. */
export const ICON_NAMES = [
  'strategy',
  'operations',
  'people',
  'digital',
  'growth',
  'ai',
  'voice',
  'conversation',
  'reviews',
  'content',
  'workflow',
  'funnel',
  'predictive',
  'document',
  'globe',
  'data',
  'target',
  'results',
  'shield',
  'clock',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
