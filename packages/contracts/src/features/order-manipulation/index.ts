/** What the package root and other features use of order manipulation: its schemas and types. */

export * from './order-manipulation.js';
