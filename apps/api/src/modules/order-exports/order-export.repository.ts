import { type Language, type OrderManagementFilter, SYNONYM_TYPE } from '@leadline/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { ListScope } from '../../shared/lists/list-scope.js';
import { latestDeliveryOrder, localizedName } from '../../shared/lists/query-helpers.js';
import { applySaleOrderFilter } from '../sale-orders/index.js';

/** Rows read per query: one page is all an export holds in memory at a time. */
export const EXPORT_PAGE_SIZE = 2_000;

/** Where the next page starts: the last row's sort value (as PostgreSQL text) and id. */
export interface ExportCursor {
  value: string;
  id: number;
}

export interface ExportDeliveryOrder {
  id: number;
  status: number;
  statusName: string;
  trackingCode: string | null;
  partner: string | null;
  codAmount: number;
  updatedAt: Date;
}

/** One sale order with what any export kind shows of it (SPEC.md 3's SO, its lead and latest DO). */
export interface SaleOrderExportRow {
  id: number;
  orgId: number;
  createdAt: Date;
  amount: number;
  currency: string;
  status: number;
  paymentMethod: string;
  agentId: number | null;
  agentName: string | null;
  leadId: number;
  leadCreatedAt: Date;
  customerName: string;
  phone: string;
  leadStatus: number;
  leadStatusName: string;
  prodName: string | null;
  campaignName: string | null;
  network: string | null;
  publisher: string | null;
  clickId: string | null;
  province: string | null;
  deliveryOrder: ExportDeliveryOrder | null;
  /** The sale order's lines as "name xN, ..." and their total quantity (management only). */
  items: { products: string; quantity: number } | null;
}

/** Runs work in a transaction scoped to the caller (row-level security): the file endpoint's `scope`. */
export type ScopedRunner = <T>(work: (trx: ScopedDb) => Promise<T>) => Promise<T>;

type SortBy = OrderManagementFilter['sortBy'];

/** The list's order (order-management.repository.ts), then the id: the keyset of the iteration. */
const SORT_COLUMNS = { createdAt: 'so.createdAt', amount: 'so.amount', soId: 'so.id' } as const;
const PAGE_SORT_COLUMNS = { createdAt: 'pg.createdAt', amount: 'pg.amount', soId: 'pg.id' } as const;
const SORT_TYPES = { createdAt: 'timestamptz', amount: 'bigint', soId: 'integer' } as const;

function sortValue(sortBy: SortBy): RawBuilder<string> {
  return sql<string>`${sql.ref(SORT_COLUMNS[sortBy])}::text`;
}

/** Rows after the cursor in the filter's order: `(sort, id) < (value, id)` when descending. */
function afterCursor(filter: OrderManagementFilter, cursor: ExportCursor): RawBuilder<boolean> {
  const op = sql.raw(filter.sortDirection === 'desc' ? '<' : '>');
  if (filter.sortBy === 'soId') return sql<boolean>`${sql.ref('so.id')} ${op} ${cursor.id}`;
  const type = sql.raw(SORT_TYPES[filter.sortBy]);
  return sql<boolean>`(${sql.ref(SORT_COLUMNS[filter.sortBy])}, ${sql.ref('so.id')}) ${op} (${cursor.value}::${type}, ${cursor.id}::integer)`;
}

/** A unit's name for the caller: the official name, or its English one for English readers. */
function unitName(language: Language): RawBuilder<string | null> {
  return language === 'en'
    ? sql<string | null>`coalesce(${sql.ref('pv.nameEn')}, ${sql.ref('pv.name')})`
    : sql<string | null>`${sql.ref('pv.name')}`;
}

async function findPage(
  trx: ScopedDb,
  filter: OrderManagementFilter,
  scope: ListScope,
  language: Language,
  cursor: ExportCursor | null,
  limit: number,
) {
  const direction = filter.sortDirection;
  // The page first: the filter, the keyset and the sort on the order and its lead alone (a walk
  // of the org's creation index, or one narrow sort), then the names and the delivery order for
  // the page's rows only.
  let selected = applySaleOrderFilter(
    trx.selectFrom('saleOrders as so').innerJoin('leads as l', 'l.id', 'so.leadId'),
    filter,
    scope,
  );
  if (cursor) selected = selected.where(afterCursor(filter, cursor));
  const page = selected
    .select([
      'so.id',
      'so.orgId',
      'so.createdAt',
      'so.amount',
      'so.currency',
      'so.status',
      'so.paymentMethodId',
      'so.createdBy',
      'l.id as leadId',
      'l.createdAt as leadCreatedAt',
      'l.customerName',
      'l.phoneRaw',
      'l.phoneE164',
      'l.leadStatus',
      'l.campaignId',
      'l.offerProductId',
      'l.provinceId',
      'l.sourceNetwork',
      'l.sourcePublisher',
      'l.clickId',
      sortValue(filter.sortBy).as('cursorValue'),
    ])
    .orderBy(SORT_COLUMNS[filter.sortBy], direction)
    .orderBy('so.id', direction)
    .limit(limit)
    .as('pg');

  return trx
    .selectFrom(page)
    .leftJoin('campaigns as c', 'c.id', 'pg.campaignId')
    .leftJoin('users as u', 'u.id', 'pg.createdBy')
    .leftJoin('products as p', 'p.id', 'pg.offerProductId')
    .leftJoin('addressUnits as pv', 'pv.id', 'pg.provinceId')
    .leftJoin('paymentMethods as pm', 'pm.id', 'pg.paymentMethodId')
    .leftJoin('synonyms as ls', (join) =>
      join.on('ls.typeId', '=', SYNONYM_TYPE.LEAD_STATUS).onRef('ls.value', '=', 'pg.leadStatus'),
    )
    .leftJoinLateral(latestDeliveryOrder(trx, language, 'pg.id'), (join) => join.onTrue())
    .select([
      'pg.id',
      'pg.orgId',
      'pg.createdAt',
      'pg.amount',
      'pg.currency',
      'pg.status',
      localizedName('pm', language).as('paymentMethod'),
      'u.id as agentId',
      'u.fullName as agentName',
      'pg.leadId',
      'pg.leadCreatedAt',
      'pg.customerName',
      'pg.phoneRaw',
      'pg.phoneE164',
      'pg.leadStatus',
      localizedName('ls', language).as('leadStatusName'),
      'p.name as prodName',
      'c.name as campaignName',
      'c.network as campaignNetwork',
      'pg.sourceNetwork',
      'pg.sourcePublisher',
      'pg.clickId',
      unitName(language).as('province'),
      'dlv.id as doId',
      'dlv.status as doStatus',
      'dlv.statusName as doStatusName',
      'dlv.trackingCode',
      'dlv.partner',
      'dlv.codAmount',
      'dlv.updatedAt as doUpdatedAt',
      'pg.cursorValue',
    ])
    .orderBy(PAGE_SORT_COLUMNS[filter.sortBy], direction)
    .orderBy('pg.id', direction)
    .execute();
}

/** The lines of these sale orders as "name xN, ..." with their total quantity, by sale order. */
async function findItemSummaries(trx: ScopedDb, saleOrderIds: number[]) {
  const summaries = new Map<number, { products: string; quantity: number }>();
  if (saleOrderIds.length === 0) return summaries;
  const rows = await trx
    .selectFrom('saleOrderItems as i')
    .innerJoin('products as p', 'p.id', 'i.productId')
    .select([
      'i.saleOrderId',
      sql<string>`string_agg(${sql.ref('p.name')} || ' x' || ${sql.ref('i.quantity')}, ', ' ORDER BY ${sql.ref('i.id')})`.as(
        'products',
      ),
      sql<number>`sum(${sql.ref('i.quantity')})`.as('quantity'),
    ])
    .where('i.saleOrderId', 'in', saleOrderIds)
    .groupBy('i.saleOrderId')
    .execute();
  for (const row of rows) {
    summaries.set(row.saleOrderId, { products: row.products, quantity: Number(row.quantity) });
  }
  return summaries;
}

type PageRow = Awaited<ReturnType<typeof findPage>>[number];

function toExportRow(row: PageRow, items: Map<number, { products: string; quantity: number }> | null) {
  const exportRow: SaleOrderExportRow = {
    id: row.id,
    orgId: row.orgId,
    createdAt: row.createdAt,
    amount: Number(row.amount),
    currency: row.currency,
    status: row.status,
    paymentMethod: row.paymentMethod ?? '',
    agentId: row.agentId,
    agentName: row.agentName,
    leadId: row.leadId,
    leadCreatedAt: row.leadCreatedAt,
    customerName: row.customerName,
    phone: row.phoneE164 ?? row.phoneRaw,
    leadStatus: row.leadStatus,
    leadStatusName: row.leadStatusName ?? String(row.leadStatus),
    prodName: row.prodName,
    campaignName: row.campaignName,
    network: row.sourceNetwork ?? row.campaignNetwork,
    publisher: row.sourcePublisher,
    clickId: row.clickId,
    province: row.province,
    deliveryOrder:
      row.doId !== null && row.doId !== undefined
        ? {
            id: row.doId,
            status: Number(row.doStatus),
            statusName: row.doStatusName ?? String(row.doStatus),
            trackingCode: row.trackingCode ?? null,
            partner: row.partner ?? null,
            codAmount: Number(row.codAmount ?? 0),
            updatedAt: row.doUpdatedAt as Date,
          }
        : null,
    items: items?.get(row.id) ?? null,
  };
  return exportRow;
}

/**
 * The sale orders the order-management filter selects, in the list's order, a page at a time:
 * keyset paging on (sort column, id), each page read in its own scoped transaction (row-level
 * security and the list's scope apply to every page, and no connection is held while a page is
 * being written out). The next page is read while the current one is written, so at most two
 * pages are in memory.
 */
export async function* saleOrderExportPages(
  scoped: ScopedRunner,
  filter: OrderManagementFilter,
  scope: ListScope,
  language: Language,
  options: { withItems: boolean; pageSize?: number },
): AsyncGenerator<SaleOrderExportRow[]> {
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  type Page = { rows: PageRow[]; items: Map<number, { products: string; quantity: number }> | null };
  const read = (cursor: ExportCursor | null): Promise<Page> =>
    scoped(async (trx) => {
      const rows = await findPage(trx, filter, scope, language, cursor, pageSize);
      const items = options.withItems
        ? await findItemSummaries(
            trx,
            rows.map((row) => row.id),
          )
        : null;
      return { rows, items };
    });

  let next: Promise<Page> | null = read(null);
  try {
    while (next) {
      const { rows, items }: Page = await next;
      const last = rows.at(-1);
      next = last && rows.length === pageSize ? read({ value: last.cursorValue, id: last.id }) : null;
      if (rows.length > 0) yield rows.map((row) => toExportRow(row, items));
    }
  } finally {
    // The reader stopped early (client gone, write failed): nobody waits for the page being read.
    next?.catch(() => undefined);
  }
}
