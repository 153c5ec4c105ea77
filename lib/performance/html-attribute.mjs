// How React writes these characters in an attribute value. The post-build step writes its own markup for Beasties
// the same way (script-classes.mjs) and spells selectors to match (rule-selector.mjs): Beasties compares a class with
// the attribute's text as written, entities and all.

/** Character → the entity React writes for it in an attribute value. */
export const ATTRIBUTE_ENTITIES = Object.freeze({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' });

/**
 * Text for a double-quoted attribute value, escaped as React escapes it.
 * @param {string} text
 */
export const escapeAttribute = (text) => text.replace(/[&<>"']/g, (char) => ATTRIBUTE_ENTITIES[/** @type {keyof typeof ATTRIBUTE_ENTITIES} */ (char)]);
