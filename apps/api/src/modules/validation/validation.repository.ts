import {
  type AddressField,
  type DeliveryRisk,
  type Language,
  paymentStateOf,
  SO_STATUS,
  SYNONYM_TYPE,
  type ValidationDetail,
  type ValidationDetailQuery,
  type ValidationFilter,
  type ValidationRow,
} from '@leadline/contracts';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';
import type { ListScope } from '../../shared/lists/list-scope.js';
import { newestFirstList } from '../../shared/lists/newest-first-list.js';
import {
  LEAD_CONTACT_COLUMNS,
  localizedName,
  namedRef,
  saleOrderSearch,
  searchTerms,
  whereInDays,
} from '../../shared/lists/query-helpers.js';
import { soStatusName } from '../reference/index.js';
import {
  joinLeadAddressUnits,
  leadOneLineAddress,
  missingAddressFieldsSql,
  verifiedAmountSql,
} from '../sale-orders/index.js';

type Tables = Database & { so: Database['saleOrders']; l: Database['leads'] };
type ValidationQuery<O> = SelectQueryBuilder<Tables, 'so' | 'l', O>;

function base(trx: ScopedDb) {
  return trx.selectFrom('saleOrders as so').innerJoin('leads as l', 'l.id', 'so.leadId');
}

function applyFilter<O>(query: ValidationQuery<O>, filter: ValidationFilter, scope: ListScope) {
  let q = query;
  if (scope.orgId !== null) q = q.where('so.orgId', '=', scope.orgId);
  if (filter.status?.length) q = q.where('so.status', 'in', filter.status);
  if (filter.validationStatus?.length) q = q.where('so.validationStatus', 'in', filter.validationStatus);
  if (filter.campaignId?.length) q = q.where('l.campaignId', 'in', filter.campaignId);
  if (filter.agentId?.length) q = q.where('so.createdBy', 'in', filter.agentId);
  if (filter.paymentMethodId?.length) q = q.where('so.paymentMethodId', 'in', filter.paymentMethodId);
  q = whereInDays(q, 'so.createdAt', filter, scope.timeZone);
  const search = searchTerms(filter.search);
  if (search) q = q.where(saleOrderSearch(search));
  return q;
}

function withColumns<O>(query: ValidationQuery<O>, language: Language) {
  return (
    query
      .leftJoin('campaigns as c', 'c.id', 'l.campaignId')
      .leftJoin('users as u', 'u.id', 'so.createdBy')
      .leftJoin('users as v', 'v.id', 'so.validatedBy')
      .innerJoin('paymentMethods as pm', 'pm.id', 'so.paymentMethodId')
      .$call(joinLeadAddressUnits)
      // A cancelled order shows its reason (list 49), the others their list 50 status.
      .leftJoin('synonyms as vs', (join) =>
        join.on((eb) =>
          eb.or([
            eb.and([
              eb('so.status', '=', SO_STATUS.CANCELLED),
              eb('vs.typeId', '=', SYNONYM_TYPE.VALIDATION_CANCEL),
              eb('vs.value', '=', eb.ref('so.cancelReasonId')),
            ]),
            eb.and([
              eb('so.status', '<>', SO_STATUS.CANCELLED),
              eb('vs.typeId', '=', SYNONYM_TYPE.VALIDATION_PENDING),
              eb('vs.value', '=', eb.ref('so.validationStatus')),
            ]),
          ]),
        ),
      )
      .select([
        'so.id as soId',
        'so.orgId',
        'so.deliveryRiskDetail',
        'so.amount',
        'so.currency',
        'so.createdAt',
        'so.status',
        'so.validationStatus',
        'so.cancelReasonId',
        'so.validatedAt',
        'so.deliveryOrderDueAt',
        'so.version',
        'vs.typeId as validationTypeId',
        localizedName('vs', language).as('validationStatusName'),
        'v.id as validatorId',
        'v.fullName as validatorName',
        'pm.id as paymentMethodId',
        'pm.code as paymentCode',
        localizedName('pm', language).as('paymentMethodName'),
        // Why the order may not ship yet: its payment and its address (docs/validation.md).
        verifiedAmountSql('so').as('verifiedAmount'),
        missingAddressFieldsSql('l').as('missingAddress'),
        'u.id as agentId',
        'u.fullName as agentName',
        'c.id as campaignId',
        'c.name as campaignName',
        'l.id as leadId',
        ...LEAD_CONTACT_COLUMNS,
        leadOneLineAddress.as('address'),
        (eb) =>
          eb
            .selectFrom('saleOrderItems as i')
            .innerJoin('products as p', 'p.id', 'i.productId')
            .whereRef('i.saleOrderId', '=', 'so.id')
            .select(sql<string>`string_agg(i.quantity || ' x ' || p.name, ', ' ORDER BY i.id)`.as('s'))
            .as('products'),
        (eb) =>
          eb
            .exists(
              eb
                .selectFrom('saleOrderItems as i')
                .select('i.id')
                .whereRef('i.saleOrderId', '=', 'so.id')
                .where('i.isOutOfStock', '=', true),
            )
            .as('isOutOfStock'),
        (eb) =>
          eb
            .selectFrom('deliveryOrders as d')
            .whereRef('d.saleOrderId', '=', 'so.id')
            .where('d.status', '<>', 7)
            .select('d.id')
            .limit(1)
            .as('deliveryOrderId'),
      ])
  );
}

/** The risk kept on the order at approval, as the row answers it (its scoring time left out). */
function storedDeliveryRisk(detail: Record<string, unknown> | null): DeliveryRisk | null {
  if (!detail) return null;
  const { probability, band, baseRate, reasons } = detail as DeliveryRisk;
  return { probability, band, baseRate, reasons };
}

type PageRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

function toRow(row: PageRow, language: Language): ValidationRow {
  return {
    soId: row.soId,
    leadId: row.leadId,
    typeLead: row.typeLead as 'lead' | 'so',
    orgId: row.orgId,
    customerName: row.customerName,
    phone: row.phoneE164 ?? row.phoneRaw,
    address: row.address ?? '',
    products: row.products ?? '',
    amount: Number(row.amount),
    currency: row.currency,
    paymentMethod: { id: row.paymentMethodId, name: row.paymentMethodName ?? '' },
    agent: namedRef(row.agentId, row.agentName),
    campaign: namedRef(row.campaignId, row.campaignName),
    createdAt: row.createdAt.toISOString(),
    status: { value: row.status, name: soStatusName(language)(row.status) },
    validationStatus:
      row.validationTypeId !== null && row.validationTypeId !== undefined
        ? {
            typeId: row.validationTypeId,
            value: (row.status === SO_STATUS.CANCELLED ? row.cancelReasonId : row.validationStatus) ?? 0,
            name: row.validationStatusName ?? '',
          }
        : null,
    validatedBy: namedRef(row.validatorId, row.validatorName),
    validatedAt: row.validatedAt?.toISOString() ?? null,
    deliveryOrderDueAt: row.deliveryOrderDueAt?.toISOString() ?? null,
    deliveryOrderId: row.deliveryOrderId ?? null,
    isOutOfStock: Boolean(row.isOutOfStock),
    paymentState: paymentStateOf(row.paymentCode, Number(row.amount), Number(row.verifiedAmount)),
    verifiedAmount: Number(row.verifiedAmount),
    missingAddress: row.missingAddress as AddressField[],
    // The score kept at approval; the service scores pending orders afresh (docs/delivery-risk.md).
    risk: storedDeliveryRisk(row.deliveryRiskDetail),
    version: row.version,
  };
}

/** The list, newest first: its page, its count and the export's keyset pages. */
export const validationRows = newestFirstList({
  /** The list's rows, FROM and WHERE only: what its total counts (pagedList). */
  filtered: (trx, filter: ValidationFilter, scope: ListScope) => applyFilter(base(trx), filter, scope),
  columns: withColumns,
  order: { at: 'so.createdAt', id: 'so.id' },
  keyOf: (row) => ({ at: row.createdAt, id: row.soId }),
  toRow,
});

/**
 * Risk sort (docs/delivery-risk.md): the filter's newest `cap` orders with what the sort needs;
 * then their rows by id, in the order given.
 */
export function validationSortKeys(trx: ScopedDb, filter: ValidationFilter, scope: ListScope, cap: number) {
  return (
    applyFilter(base(trx), filter, scope)
      .select(['so.id', 'so.orgId', 'so.status', 'so.createdAt', 'so.deliveryRisk'])
      // The band kept at approval (the band filter): the thresholds of that day, not today's.
      .select(sql<string | null>`so.delivery_risk_detail->>'band'`.as('keptBand'))
      .orderBy('so.createdAt', 'desc')
      .orderBy('so.id', 'desc')
      .limit(cap)
      .execute()
  );
}

export async function validationRowsByIds(
  trx: ScopedDb,
  ids: readonly number[],
  language: Language,
): Promise<ValidationRow[]> {
  if (ids.length === 0) return [];
  const rows = await withColumns(base(trx), language)
    .where('so.id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.soId, toRow(row, language)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The detail pages' order: by its id, or the newest sale order of a lead; with its lines. Another
 * org's order is not found (row-level security).
 */
export async function findValidationDetail(
  trx: ScopedDb,
  query: ValidationDetailQuery,
  language: Language,
): Promise<ValidationDetail | null> {
  let orders = withColumns(base(trx), language);
  if (query.soId !== undefined) orders = orders.where('so.id', '=', query.soId);
  if (query.leadId !== undefined) orders = orders.where('l.id', '=', query.leadId);
  const row = await orders
    .orderBy('so.createdAt', 'desc')
    .orderBy('so.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const lines = await trx
    .selectFrom('saleOrderItems as i')
    .innerJoin('products as p', 'p.id', 'i.productId')
    .select(['i.productId', 'p.name', 'i.productType', 'i.quantity', 'i.price', 'i.amount', 'i.isOutOfStock'])
    .where('i.saleOrderId', '=', row.soId)
    .orderBy('i.id')
    .execute();
  return {
    order: toRow(row, language),
    lines: lines.map((line) => ({
      prodId: line.productId,
      prodName: line.name,
      productType: line.productType,
      quantity: line.quantity,
      price: Number(line.price),
      amount: Number(line.amount),
      isOutOfStock: line.isOutOfStock,
    })),
  };
}

// --- PUT SO/Validate ---------------------------------------------------------------------------

/**
 * The sale order, locked for its validation (SELECT … FOR UPDATE): a second validator of the same
 * order waits here until the first commits, then reads the order as the first left it.
 */
export async function lockSaleOrder(trx: ScopedDb, saleOrderId: number) {
  return trx
    .selectFrom('saleOrders as so')
    .select((eb) => [
      'so.id',
      'so.orgId',
      'so.leadId',
      'so.status',
      'so.validationStatus',
      'so.cancelReasonId',
      'so.deliveryOrderDueAt',
      'so.version',
      // What its delivery order is made of (createDeliveryOrder's `order`), read under the same
      // lock rather than again: the amount, the payment's code and the delivery service's partner.
      'so.amount',
      eb
        .selectFrom('paymentMethods as pm')
        .select('pm.code')
        .whereRef('pm.id', '=', 'so.paymentMethodId')
        .$asScalar()
        .as('paymentCode'),
      eb
        .selectFrom('deliveryServices as ds')
        .select('ds.partner')
        .whereRef('ds.id', '=', 'so.deliveryServiceId')
        .$asScalar()
        .as('partner'),
      // What approve checks before anything ships: the verified transfers and the address.
      verifiedAmountSql('so').as('verifiedAmount'),
      eb
        .selectFrom('leads as l')
        .select(missingAddressFieldsSql('l').as('m'))
        .whereRef('l.id', '=', 'so.leadId')
        .$asScalar()
        .as('missingAddress'),
      // Its lines, in their order: what approve checks (out of stock) and cancel releases. Read in
      // the locking statement, so from its snapshot: a revision that commits while this waits for
      // the lock is not seen here, but it bumps the version, and the lines are used only when the
      // locked row's version is the one the validator saw.
      eb
        .selectFrom('saleOrderItems as i')
        .innerJoin('products as p', 'p.id', 'i.productId')
        .select(
          sql<
            OrderLine[]
          >`coalesce(json_agg(json_build_object('productId', i.product_id, 'quantity', i.quantity, 'isOutOfStock', i.is_out_of_stock, 'name', p.name) ORDER BY i.id), '[]'::json)`.as(
            'lines',
          ),
        )
        .whereRef('i.saleOrderId', '=', 'so.id')
        .$asScalar()
        .as('lines'),
    ])
    .where('so.id', '=', saleOrderId)
    .forUpdate()
    .executeTakeFirst();
}
export type LockedSaleOrder = NonNullable<Awaited<ReturnType<typeof lockSaleOrder>>>;

/** A line of a locked sale order (lockSaleOrder's `lines`). */
export interface OrderLine {
  productId: number;
  quantity: number;
  isOutOfStock: boolean;
  name: string;
}

export async function cancelReasonExists(trx: ScopedDb, reasonId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('synonyms')
    .select('id')
    .where('typeId', '=', SYNONYM_TYPE.VALIDATION_CANCEL)
    .where('value', '=', reasonId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The validation's change of the sale order, version bumped, and its history row, in one
 * statement (a data-modifying CTE): an approval's cost is mostly its statements
 * (bench/validate-and-ship.ts). Answers the new version.
 */
export async function writeValidation(
  trx: ScopedDb,
  saleOrderId: number,
  change: {
    status: number;
    validationStatus: number | null;
    cancelReasonId: number | null;
    validatedBy: number;
    validatedAt: Date;
    deliveryOrderDueAt: Date | null;
    /** The delivery risk at approval (docs/delivery-risk.md). */
    deliveryRisk?: number;
    deliveryRiskDetail?: string;
  },
  history: { action: string; changes: Record<string, unknown> },
): Promise<number> {
  const row = await trx
    .with('u', (db) =>
      db
        .updateTable('saleOrders')
        .set((eb) => ({
          ...change,
          updatedAt: change.validatedAt,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', saleOrderId)
        .returning(['id', 'orgId', 'version']),
    )
    .with('h', (db) =>
      db
        .insertInto('history')
        .columns(['orgId', 'entityType', 'entityId', 'actorId', 'action', 'changes'])
        .expression(
          db
            .selectFrom('u')
            .select([
              'u.orgId',
              sql<'so'>`'so'`.as('entityType'),
              'u.id',
              sql<number>`${change.validatedBy}::integer`.as('actorId'),
              sql<string>`${history.action}::text`.as('action'),
              sql<string>`${JSON.stringify(history.changes)}::jsonb`.as('changes'),
            ]),
        ),
    )
    .selectFrom('u')
    .select('u.version')
    .executeTakeFirstOrThrow();
  return row.version;
}

export async function liveDeliveryOrderId(trx: ScopedDb, saleOrderId: number): Promise<number | null> {
  const row = await trx
    .selectFrom('deliveryOrders')
    .select('id')
    .where('saleOrderId', '=', saleOrderId)
    .where('status', '<>', 7)
    .executeTakeFirst();
  return row?.id ?? null;
}
