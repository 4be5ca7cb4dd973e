/** What other features may use of pending shipping: its schemas and constants. */
export * from './shipping-pending.js';
