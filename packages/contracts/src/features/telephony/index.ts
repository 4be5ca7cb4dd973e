/** What other features may use of telephony: its schemas and rules. */

export * from './roles.js';
export * from './telephony.js';
