import { aiDecisionMaking2025 } from './ai-decision-making-2025';
import { autonomousSupplyChains2025 } from './autonomous-supply-chains-2025';
import { biotechRevolution2025 } from './biotech-revolution-2025';
import { quantumComputingBreakthrough2025 } from './quantum-computing-breakthrough-2025';
import { sustainableBusiness2025 } from './sustainable-business-2025';
import { vrWorkplace2025 } from './vr-workplace-2025';

/** The six 2025 articles, in the order the insights page lists them. */
export const insightRecords = [
  aiDecisionMaking2025,
  quantumComputingBreakthrough2025,
  autonomousSupplyChains2025,
  sustainableBusiness2025,
  vrWorkplace2025,
  biotechRevolution2025,
];

/** The three articles the home page features (spec: Home). */
export const FEATURED_INSIGHT_SLUGS = [
  'ai-decision-making-2025',
  'quantum-computing-breakthrough-2025',
  'autonomous-supply-chains-2025',
] as const;
