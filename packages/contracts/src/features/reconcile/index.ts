/** What other features may use of reconcile: its schemas and constants. */
export * from './reconcile.js';
export * from './roles.js';
