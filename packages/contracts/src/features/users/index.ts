/** What the package root and other features use of users: its schemas and types. */

export * from './roles.js';
export * from './users.js';
