/** The six services, in the order the header dropdown lists them; each is content/services/{slug}.md. */
export const SERVICE_ORDER = [
  'strategy-consulting',
  'operations-improvement',
  'organizational-hr-consulting',
  'digital-transformation',
  'marketing-growth-strategy',
  'ai-solutions',
] as const;
