import { legalDocumentRecords } from '@/content/legal';
import { legalDocumentSchema, type LegalDocument } from '@/content/schemas';
import { assertUniqueSlugs, parseRecords } from './parse';

/** Shown on every legal page (spec: Legal pages). */
export const LEGAL_VERSION = '2.1';
export const LEGAL_LAST_UPDATED = 'January 15, 2025';
export const LEGAL_LAST_UPDATED_ISO = '2025-01-15';

const documents: readonly LegalDocument[] = parseRecords(legalDocumentSchema, legalDocumentRecords, 'legal document');
assertUniqueSlugs(documents, 'legal document');

export function allLegalDocuments(): readonly LegalDocument[] {
  return documents;
}

export function getLegalDocument(slug: string): LegalDocument | undefined {
  return documents.find((document) => document.slug === slug);
}

export function legalSlugs(): string[] {
  return documents.map((document) => document.slug);
}
