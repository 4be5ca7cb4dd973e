/** What other features may use of transaction verification: its schemas and constants. */
export * from './errors.js';
export * from './transaction-verification.js';
