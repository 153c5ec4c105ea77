import { formatLongDate } from '../article-dates';
import { collectionOf } from './collection';
import { legalDocumentRecords } from './collections';

/** Shown on every legal page (spec: Legal pages). */
export const LEGAL_VERSION = '2.1';
export const LEGAL_LAST_UPDATED_ISO = '2025-01-15';
/** The stamp's words, from the one date, so the visible date and `<time dateTime>` cannot disagree. */
export const LEGAL_LAST_UPDATED = formatLongDate(LEGAL_LAST_UPDATED_ISO);

export const {
  all: allLegalDocuments,
  get: getLegalDocument,
  slugs: legalSlugs,
} = collectionOf(legalDocumentRecords);
