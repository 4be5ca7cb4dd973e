/** What other features may use of orders: its schemas and rules. */
export * from './orders.js';
export * from './roles.js';
