/** What other modules use of pending shipping: its count, for the dashboard's figure. */
export { countPendingShipping } from './shipping-pending.repository.js';
