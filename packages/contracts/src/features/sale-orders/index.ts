/** What other features may use of sale-orders: its schemas and rules. */

export * from './delivery-timing.js';
export * from './order-readiness.js';
export * from './sale-orders.js';
