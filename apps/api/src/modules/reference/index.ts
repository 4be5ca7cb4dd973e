/** What other modules use of the reference lists: sale order status names, and the lists' seed. */
export { soStatusName } from './reference.repository.js';
export { seedReferenceLists } from './reference.seed.js';
