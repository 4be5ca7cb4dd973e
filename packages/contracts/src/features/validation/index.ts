/** What other features may use of validation: its schemas and constants. */
export * from './validation.js';
