/** The articles, in the order the insights page lists them; each is content/insights/{slug}.md. */
export const INSIGHT_ORDER = [
  'ai-decision-making-2025',
  'quantum-computing-breakthrough-2025',
  'autonomous-supply-chains-2025',
  'sustainable-business-2025',
  'vr-workplace-2025',
  'biotech-revolution-2025',
] as const;

/** The three articles the home page features (spec: Home). */
export const FEATURED_INSIGHT_SLUGS = [
  'ai-decision-making-2025',
  'quantum-computing-breakthrough-2025',
  'autonomous-supply-chains-2025',
] as const;
