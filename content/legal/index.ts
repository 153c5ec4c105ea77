import { privacyPolicy } from './privacy-policy';
import { termsConditions } from './terms-conditions';
import { termsOfService } from './terms-of-service';

export { privacyPolicy, termsConditions, termsOfService };

export const legalDocumentRecords = [termsOfService, privacyPolicy, termsConditions];
