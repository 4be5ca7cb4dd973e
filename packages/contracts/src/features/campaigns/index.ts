/** What the package root and other features use of campaigns: its schemas and types. */
export * from './campaigns.js';
export * from './roles.js';
