/** What other features may use of shipping: its schemas and constants. */

export * from './roles.js';
export * from './shipping.js';
