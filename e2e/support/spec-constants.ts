/*
 * Lists quoted from the product spec (../shared/spec/SPEC.md), typed once here so
 * tests check the content against the spec itself, not against the content's own records.
 * Shared by the Jest tests (__tests__/) and the Playwright specs (e2e/).
 */

export const SPEC_SERVICE_SLUGS = [
  'strategy-consulting',
  'operations-improvement',
  'organizational-hr-consulting',
  'digital-transformation',
  'marketing-growth-strategy',
  'ai-solutions',
];

export const SPEC_INDUSTRY_SLUGS = [
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
];

export const SPEC_INSIGHT_SLUGS = [
  'ai-decision-making-2025',
  'quantum-computing-breakthrough-2025',
  'autonomous-supply-chains-2025',
  'sustainable-business-2025',
  'vr-workplace-2025',
  'biotech-revolution-2025',
];

export const SPEC_INDUSTRY_GROUP_TITLES = [
  'Banking & Financial Services',
  'Healthcare & Life Sciences',
  'Manufacturing & Industrial',
  'Retail & Consumer',
  'Technology & Software',
  'Transportation & Logistics',
  'Real Estate & Construction',
  'Energy & Sustainability',
];

export const SPEC_AI_PORTFOLIO = [
  'Voice AI',
  'Conversation AI',
  'Reviews AI',
  'Content AI',
  'Workflow AI',
  'Funnel AI',
  'Predictive Analytics AI',
  'Document Intelligence AI',
];
