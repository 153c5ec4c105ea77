import { collectionOf } from './collection';
import { legalDocumentRecords } from './collections';

/** Shown on every legal page (spec: Legal pages). */
export const LEGAL_VERSION = '2.1';
export const LEGAL_LAST_UPDATED = 'January 15, 2025';
export const LEGAL_LAST_UPDATED_ISO = '2025-01-15';

export const {
  all: allLegalDocuments,
  get: getLegalDocument,
  slugs: legalSlugs,
} = collectionOf(legalDocumentRecords);
