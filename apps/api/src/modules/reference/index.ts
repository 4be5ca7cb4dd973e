/** What other modules use of the reference lists: sale order status names. */
export { soStatusName } from './reference.repository.js';
