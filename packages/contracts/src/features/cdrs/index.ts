/** What the package root and other features use of cdrs: its schemas and types. */
export * from './cdrs.js';
export * from './roles.js';
