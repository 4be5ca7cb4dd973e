/** What the package root and other features use of trash: its schemas and types. */

export * from './roles.js';
export * from './trash.js';
