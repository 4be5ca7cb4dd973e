/** What other modules use of the order lists: order management's filter, for the exports. */
export {
  applyFilter as applySaleOrderFilter,
  countSaleOrders,
} from './order-management.repository.js';
