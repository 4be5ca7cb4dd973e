/** What the package root and other features use of callbacks: its schemas and types. */
export * from './callbacks.js';
export * from './roles.js';
