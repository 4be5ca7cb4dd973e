import type { SelectQueryBuilder } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';

type Tables = Database & { d: Database['deliveryOrders']; so: Database['saleOrders']; l: Database['leads'] };

/** A query of delivery orders (`d`) with their sale order (`so`) and its lead (`l`). */
export type DeliveryOrderQuery<O> = SelectQueryBuilder<Tables, 'd' | 'so' | 'l', O>;

/**
 * Delivery orders with their sale order and its lead: the FROM of the lists of DOs (shipping,
 * pending shipping) and of a DO's detail. Row-level security keeps them to the caller's org.
 */
export function deliveryOrdersWithLead(trx: ScopedDb) {
  return trx
    .selectFrom('deliveryOrders as d')
    .innerJoin('saleOrders as so', 'so.id', 'd.saleOrderId')
    .innerJoin('leads as l', 'l.id', 'so.leadId');
}
