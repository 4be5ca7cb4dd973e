/** What the package root and other features use of auto-dialer: its schemas and types. */
export * from './auto-dialer.js';
