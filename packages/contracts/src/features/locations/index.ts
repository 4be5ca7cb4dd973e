/** What the package root and other features use of locations: its schemas and types. */
export * from './locations.js';
