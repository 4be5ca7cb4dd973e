/** What the package root and other features use of presence: its schemas and types. */
export * from './presence.js';
