/** The legal documents, in the order the footer lists them; each is content/legal/{slug}.md, one `##` heading a section. */
export const LEGAL_ORDER = ['terms-of-service', 'privacy-policy', 'terms-conditions'] as const;
