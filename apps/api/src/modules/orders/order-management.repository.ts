import {
  type Language,
  type OrderManagementFilter,
  type SaleOrderRow,
  SYNONYM_TYPE,
} from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import type { ListScope } from '../../shared/lists/list-scope.js';
import {
  latestDeliveryOrder,
  latestDeliveryOrderRef,
  localizedName,
  namedRef,
} from '../../shared/lists/query-helpers.js';
import { applySaleOrderFilter as applyFilter, saleOrderFilterBase as base } from '../sale-orders/index.js';

const SORT_COLUMNS = { createdAt: 'so.createdAt', amount: 'so.amount', soId: 'so.id' } as const;

export async function findSaleOrderPage(
  trx: ScopedDb,
  filter: OrderManagementFilter,
  scope: ListScope,
  page: { offset: number; limit: number },
  language: Language,
  soStatusName: (value: number) => string,
): Promise<SaleOrderRow[]> {
  const direction = filter.sortDirection;
  const rows = await applyFilter(base(trx), filter, scope)
    .leftJoin('campaigns as c', 'c.id', 'l.campaignId')
    .leftJoin('users as u', 'u.id', 'so.createdBy')
    .leftJoin('products as p', 'p.id', 'l.offerProductId')
    .innerJoin('paymentMethods as pm', 'pm.id', 'so.paymentMethodId')
    .leftJoin('synonyms as ls', (join) =>
      join.on('ls.typeId', '=', SYNONYM_TYPE.LEAD_STATUS).onRef('ls.value', '=', 'l.leadStatus'),
    )
    .leftJoinLateral(latestDeliveryOrder(trx, language), (join) => join.onTrue())
    .select([
      'so.id',
      'so.orgId',
      'so.amount',
      'so.currency',
      'so.createdAt',
      'so.status',
      'pm.id as paymentMethodId',
      localizedName('pm', language).as('paymentMethodName'),
      'u.id as agentId',
      'u.fullName as agentName',
      'l.id as leadId',
      'l.customerName',
      'l.phoneRaw',
      'l.phoneE164',
      'l.leadStatus',
      localizedName('ls', language).as('leadStatusName'),
      'c.id as campaignId',
      'c.name as campaignName',
      'p.name as prodName',
      'dlv.id as doId',
      'dlv.statusName as doStatusName',
    ])
    .orderBy(SORT_COLUMNS[filter.sortBy], direction)
    .orderBy('so.id', direction)
    .offset(page.offset)
    .limit(page.limit)
    .execute();

  const items = await saleOrderItems(
    trx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    orgId: row.orgId,
    items: items.get(row.id) ?? [],
    amount: Number(row.amount),
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    status: { value: row.status, name: soStatusName(row.status) },
    paymentMethod: { id: row.paymentMethodId, name: row.paymentMethodName ?? '' },
    agent: namedRef(row.agentId, row.agentName),
    lead: {
      leadId: row.leadId,
      customerName: row.customerName,
      phone: row.phoneE164 ?? row.phoneRaw,
      prodName: row.prodName,
      leadStatus: { value: row.leadStatus, name: row.leadStatusName ?? String(row.leadStatus) },
      campaign: namedRef(row.campaignId, row.campaignName),
    },
    deliveryOrder: latestDeliveryOrderRef(row),
  }));
}

/** The lines of a page of sale orders, by order, in the order they were added (one query). */
async function saleOrderItems(
  trx: ScopedDb,
  saleOrderIds: number[],
): Promise<Map<number, SaleOrderRow['items']>> {
  const byOrder = new Map<number, SaleOrderRow['items']>();
  if (saleOrderIds.length === 0) return byOrder;
  const lines = await trx
    .selectFrom('saleOrderItems as i')
    .innerJoin('products as p', 'p.id', 'i.productId')
    .select(['i.saleOrderId', 'p.name as prodName', 'i.quantity'])
    .where('i.saleOrderId', 'in', saleOrderIds)
    .orderBy('i.saleOrderId')
    .orderBy('i.id')
    .execute();
  for (const line of lines) {
    const list = byOrder.get(line.saleOrderId) ?? [];
    list.push({ prodName: line.prodName, quantity: Number(line.quantity) });
    byOrder.set(line.saleOrderId, list);
  }
  return byOrder;
}
