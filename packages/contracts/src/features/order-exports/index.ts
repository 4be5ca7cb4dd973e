/** What the package root and other features use of order-exports: its kinds, schemas and calls. */
export * from './endpoints.js';
export * from './order-exports.js';
export * from './roles.js';
