/**
 * Sale orders, below the screens that create and edit them (the edit screen and order creation
 * today; validation, shipping and payments next): each screen guards its lead and answers its own
 * read model, and hands the order's own rules to this module.
 */

export { joinLeadAddressUnits, leadOneLineAddress } from './lead-address.repository.js';
export { addressIncomplete } from './order-readiness.js';
export {
  missingAddressFieldsSql,
  missingAddressOfLead,
  verifiedAmountSql,
} from './order-readiness.repository.js';
export { findSaleOrderForUpdate, type SaleOrderForUpdate } from './sale-order.repository.js';
export { createSaleOrderFor, reviseSaleOrder } from './sale-order.service.js';
export {
  applySaleOrderFilter,
  countSaleOrders,
  saleOrderFilterBase,
  saleOrdersToCount,
} from './sale-order-filter.repository.js';
