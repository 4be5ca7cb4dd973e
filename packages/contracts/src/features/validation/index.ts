/** What other features may use of validation: its schemas and constants. */

export * from './roles.js';
export * from './validation.js';
