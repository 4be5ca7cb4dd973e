/** What other features may use of auth: its schemas and rules. */
export * from './auth.js';
