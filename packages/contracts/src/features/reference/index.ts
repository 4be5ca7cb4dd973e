/** What other features may use of reference: its schemas and the synonyms. */
export * from './reference.js';
export * from './synonyms.js';
