/** What other features may use of postbacks: its schemas and constants. */
export * from './postbacks.js';
export * from './roles.js';
