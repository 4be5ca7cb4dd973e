/**
 * Delivery orders: created for an approved sale order, now or by the delayed job. The logistics
 * partners' sends hook in here (docs/logistics.md). Also the org's delivery cut-off, and the DOs
 * pending shipping (the screen lists them, the dashboard counts them).
 */

export { loadDeliveryCutoff, saveDeliveryCutoff } from './delivery-cutoff.repository.js';
export {
  DELIVERY_ORDER_CREATE_JOB,
  type DeliveryOrderCreatePayload,
  registerDeliveryOrderJobs,
} from './delivery-order-job.js';
export { type DeliveryOrderQuery, deliveryOrdersWithLead } from './delivery-order-rows.repository.js';
export {
  ADDRESS_INCOMPLETE_REASON,
  type CreateDeliveryOrderInput,
  type CreatedDeliveryOrder,
  createDeliveryOrder,
  DELIVERY_ORDER_SEND_JOB,
  type DeliverableSaleOrder,
  type DeliveryOrderSendPayload,
  holdUndeliverableDeliveryOrder,
} from './delivery-orders.service.js';
export { countPendingShipping, pendingShippingRows } from './pending-shipping.repository.js';
