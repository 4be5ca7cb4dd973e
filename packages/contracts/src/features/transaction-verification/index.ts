/** What other features may use of transaction verification: its schemas and constants. */
export * from './transaction-verification.js';
