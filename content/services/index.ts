import type { ServiceRecord } from '../schemas';
import { aiSolutions } from './ai-solutions';
import { digitalTransformation } from './digital-transformation';
import { marketingGrowthStrategy } from './marketing-growth-strategy';
import { operationsImprovement } from './operations-improvement';
import { organizationalHrConsulting } from './organizational-hr-consulting';
import { strategyConsulting } from './strategy-consulting';

/** The six services, in the order the header dropdown lists them. */
export const serviceRecords: ServiceRecord[] = [
  strategyConsulting,
  operationsImprovement,
  organizationalHrConsulting,
  digitalTransformation,
  marketingGrowthStrategy,
  aiSolutions,
];
