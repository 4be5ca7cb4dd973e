/** What the package root and other features use of dashboard: its schemas and types. */
export * from './dashboard.js';
export * from './roles.js';
