/** The 14 industry pages, in the order the header lists them; each is content/industries/{slug}.md. */
export const INDUSTRY_ORDER = [
  'aerospace-defense',
  'agriculture',
  'automotive',
  'banking-financial-services',
  'construction',
  'education',
  'energy-utilities',
  'healthcare',
  'information-technology',
  'manufacturing',
  'media-entertainment',
  'retail-consumer-goods',
  'telecommunications',
  'transportation-logistics',
] as const;
