/** What the package root and other features use of distribution: its schemas and types. */
export * from './distribution.js';
