import {
  type Language,
  type ReconcileListFilter,
  type ReconcileReason,
  type ReconcileResult,
  type ReconcileRow,
  SYNONYM_TYPE,
  type TrackingCodeLog,
} from '@leadline/contracts';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';
import { type HistoryEntry, writeHistory } from '../../shared/history/history.repository.js';
import { keysetPages } from '../../shared/lists/keyset-pages.js';
import type { ListScope } from '../../shared/lists/list-scope.js';
import { countRows } from '../../shared/lists/list-total.js';
import type { ListPage } from '../../shared/lists/paged-list.js';
import { searchTerms } from '../../shared/lists/query-helpers.js';

type Tables = Database & { r: Database['reconciliationRows']; d: Database['deliveryOrders'] };
type RowsQuery<O> = SelectQueryBuilder<Tables, 'r' | 'd', O>;

/** Rows per statement of a bulk read or write: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 2_000;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

// --- Reading a file's orders ------------------------------------------------------------------

/** DO statuses (synonym type 5): value → name in each language. */
export async function doStatuses(trx: ScopedDb) {
  return trx
    .selectFrom('synonyms')
    .select(['value', 'name', 'nameVi'])
    .where('typeId', '=', SYNONYM_TYPE.DELIVERY_STATUS)
    .execute();
}

export interface OrderForMatch {
  id: number;
  orgId: number;
  status: number;
  codAmount: number;
  trackingCode: string | null;
  saleOrderId: number;
}

const orderColumns = ['id', 'orgId', 'status', 'codAmount', 'trackingCode', 'saleOrderId'] as const;
const toOrder = (row: { codAmount: number | string } & Omit<OrderForMatch, 'codAmount'>): OrderForMatch => ({
  ...row,
  codAmount: Number(row.codAmount),
});

/** The DOs a file names, by id and by tracking code (the caller's orgs only: row-level security). */
export async function ordersOf(trx: ScopedDb, ids: number[], codes: string[]): Promise<OrderForMatch[]> {
  const found: OrderForMatch[] = [];
  for (const part of chunks(ids))
    found.push(
      ...(await trx.selectFrom('deliveryOrders').select(orderColumns).where('id', 'in', part).execute()).map(
        toOrder,
      ),
    );
  for (const part of chunks(codes))
    found.push(
      ...(
        await trx
          .selectFrom('deliveryOrders')
          .select(orderColumns)
          .where('trackingCode', 'in', part)
          .execute()
      ).map(toOrder),
    );
  return found;
}

export async function findImport(trx: ScopedDb, orgId: number, contentHash: string) {
  return trx
    .selectFrom('reconciliationImports')
    .select(['id'])
    .where('orgId', '=', orgId)
    .where('contentHash', '=', contentHash)
    .executeTakeFirst();
}

export async function insertImport(
  trx: ScopedDb,
  values: {
    orgId: number;
    contentHash: string;
    fileName: string;
    rowCount: number;
    matched: number;
    mismatched: number;
    pending: number;
    createdBy: number;
  },
): Promise<number> {
  const row = await trx
    .insertInto('reconciliationImports')
    .values(values)
    .onConflict((c) => c.columns(['orgId', 'contentHash']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? 0;
}

/** The keys (DO or code, status, COD, fee) of rows already stored for these DOs and codes. */
export async function storedRowKeys(trx: ScopedDb, ids: number[], codes: string[]): Promise<Set<string>> {
  const keys = new Set<string>();
  const columns = ['deliveryOrderId', 'trackingCode', 'reportedStatus', 'codCollected', 'fee'] as const;
  const add = (
    rows: {
      deliveryOrderId: number | null;
      trackingCode: string | null;
      reportedStatus: number;
      codCollected: string | number;
      fee: string | number;
    }[],
  ) => {
    for (const row of rows)
      keys.add(rowKey({ ...row, codCollected: Number(row.codCollected), fee: Number(row.fee) }));
  };
  for (const part of chunks(ids))
    add(
      await trx
        .selectFrom('reconciliationRows')
        .select(columns)
        .where('deliveryOrderId', 'in', part)
        .execute(),
    );
  for (const part of chunks(codes))
    add(
      await trx
        .selectFrom('reconciliationRows')
        .select(columns)
        .where('deliveryOrderId', 'is', null)
        .where('trackingCode', 'in', part)
        .execute(),
    );
  return keys;
}

/** What makes two reconciled rows the same report: the DO (else the code), status, COD and fee. */
export const rowKey = (row: {
  deliveryOrderId: number | null;
  trackingCode: string | null;
  reportedStatus: number;
  codCollected: number;
  fee: number;
}) =>
  `${row.deliveryOrderId ?? `code:${row.trackingCode}`}|${row.reportedStatus}|${row.codCollected}|${row.fee}`;

export interface NewReconciledRow {
  orgId: number;
  fileRow: number;
  trackingCode: string | null;
  deliveryOrderId: number | null;
  reportedStatus: number;
  codCollected: number;
  fee: number;
  currency: string;
  reportedOn: string | null;
  result: ReconcileResult;
  reason: ReconcileReason | null;
  doStatus: number | null;
  expectedCod: number | null;
  difference: number | null;
}

export async function insertRows(trx: ScopedDb, importId: number, rows: NewReconciledRow[], at: Date) {
  for (const part of chunks(rows, 1_000))
    await trx
      .insertInto('reconciliationRows')
      .values(part.map((row) => ({ ...row, importId, reconciledAt: at })))
      .execute();
}

// --- The list and the export ------------------------------------------------------------------

function base(trx: ScopedDb) {
  return trx
    .selectFrom('reconciliationRows as r')
    .leftJoin('deliveryOrders as d', 'd.id', 'r.deliveryOrderId');
}

function applyFilter<O>(query: RowsQuery<O>, filter: ReconcileListFilter, scope: ListScope) {
  let q = query;
  if (scope.orgId !== null) q = q.where('r.orgId', '=', scope.orgId);
  if (filter.tab && filter.tab !== 'all') q = q.where('r.result', '=', filter.tab);
  if (filter.reason) q = q.where('r.reason', '=', filter.reason);
  if (filter.dateFrom) q = q.where('r.reportedOn', '>=', filter.dateFrom);
  if (filter.dateTo) q = q.where('r.reportedOn', '<=', filter.dateTo);
  const search = searchTerms(filter.search);
  if (search) {
    // Any part of the tracking code, in any case (docs/reconcile.md 'Search'): a contains-match
    // scans the org's reconcile rows, which the org filter bounds.
    q = q.where((eb) => {
      const options = [eb(sql`lower(r.tracking_code)`, 'like', search.pattern)];
      if (search.id !== null)
        options.push(eb('r.deliveryOrderId', '=', search.id), eb('d.saleOrderId', '=', search.id));
      return eb.or(options);
    });
  }
  return q;
}

export function reconciledFiltered(trx: ScopedDb, filter: ReconcileListFilter, scope: ListScope) {
  return applyFilter(base(trx), filter, scope);
}

function withColumns<O>(query: RowsQuery<O>, language: Language) {
  const name = (alias: string) => sql.ref(language === 'vi' ? `${alias}.nameVi` : `${alias}.name`);
  return query
    .leftJoin('synonyms as rs', (join) =>
      join.on('rs.typeId', '=', SYNONYM_TYPE.DELIVERY_STATUS).onRef('rs.value', '=', 'r.reportedStatus'),
    )
    .leftJoin('synonyms as ds', (join) =>
      join.on('ds.typeId', '=', SYNONYM_TYPE.DELIVERY_STATUS).onRef('ds.value', '=', 'r.doStatus'),
    )
    .select([
      'r.id',
      'r.importId',
      'r.fileRow',
      'r.orgId',
      'r.trackingCode',
      'r.deliveryOrderId',
      'd.saleOrderId',
      'r.result',
      'r.reason',
      'r.reportedStatus',
      'r.doStatus',
      'r.codCollected',
      'r.fee',
      'r.expectedCod',
      'r.difference',
      'r.currency',
      'r.reconciledAt',
      sql<string | null>`to_char(r.reported_on, 'YYYY-MM-DD')`.as('reportedOn'),
      sql<string | null>`${name('rs')}`.as('reportedStatusName'),
      sql<string | null>`${name('ds')}`.as('doStatusName'),
    ]);
}

type PageRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];
const money = (value: string | number | null) => (value === null ? null : Number(value));

function toRow(row: PageRow): ReconcileRow {
  return {
    id: Number(row.id),
    importId: row.importId,
    fileRow: row.fileRow,
    orgId: row.orgId,
    trackingCode: row.trackingCode,
    doId: row.deliveryOrderId,
    soId: row.saleOrderId ?? null,
    result: row.result,
    reason: row.reason as ReconcileReason | null,
    reportedStatus: { value: row.reportedStatus, name: row.reportedStatusName ?? String(row.reportedStatus) },
    doStatus:
      row.doStatus === null ? null : { value: row.doStatus, name: row.doStatusName ?? String(row.doStatus) },
    codCollected: Number(row.codCollected),
    fee: Number(row.fee),
    expectedCod: money(row.expectedCod),
    difference: money(row.difference),
    currency: row.currency,
    reportedOn: row.reportedOn,
    reconciledAt: new Date(row.reconciledAt).toISOString(),
  };
}

/** One page of the list, newest first. */
export async function findReconciledPage(
  trx: ScopedDb,
  filter: ReconcileListFilter,
  scope: ListScope,
  page: ListPage,
  language: Language,
): Promise<ReconcileRow[]> {
  const rows = await withColumns(applyFilter(base(trx), filter, scope), language)
    .orderBy('r.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map(toRow);
}

export function countReconciled(trx: ScopedDb, filter: ReconcileListFilter, scope: ListScope) {
  return countRows(reconciledFiltered(trx, filter, scope));
}

/** The export's walk: keyset pages by id, each in a transaction of its own (docs/exports.md). */
export function reconciledPages(
  scoped: <T>(work: (trx: ScopedDb) => Promise<T>) => Promise<T>,
  filter: ReconcileListFilter,
  scope: ListScope,
  language: Language,
  pageSize?: number,
): AsyncGenerator<ReconcileRow[]> {
  return keysetPages(
    (after: string | null, limit: number) =>
      scoped((trx) => {
        let query = applyFilter(base(trx), filter, scope);
        if (after !== null) query = query.where('r.id', '<', after);
        return withColumns(query, language).orderBy('r.id', 'desc').limit(limit).execute();
      }),
    (row) => String(row.id),
    { pageSize, map: toRow },
  );
}

// --- One order again, the tracking-code log ---------------------------------------------------

/** The DO's rows, and the rows of its tracking code that found no DO when their file came. */
export async function rowsOfOrder(trx: ScopedDb, doId: number, trackingCode: string | null) {
  return trx
    .selectFrom('reconciliationRows')
    .select(['id', 'reportedStatus', 'codCollected', 'result'])
    .where((eb) =>
      trackingCode === null
        ? eb('deliveryOrderId', '=', doId)
        : eb.or([
            eb('deliveryOrderId', '=', doId),
            eb.and([eb('deliveryOrderId', 'is', null), eb('trackingCode', '=', trackingCode)]),
          ]),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function lockOrder(trx: ScopedDb, doId: number): Promise<OrderForMatch | undefined> {
  const row = await trx
    .selectFrom('deliveryOrders')
    .select(orderColumns)
    .where('id', '=', doId)
    .forUpdate()
    .executeTakeFirst();
  return row ? toOrder(row) : undefined;
}

export async function updateRowMatch(
  trx: ScopedDb,
  id: string,
  values: Pick<
    NewReconciledRow,
    'result' | 'reason' | 'doStatus' | 'expectedCod' | 'difference' | 'deliveryOrderId'
  >,
  at: Date,
) {
  await trx
    .updateTable('reconciliationRows')
    .set({ ...values, reconciledAt: at })
    .where('id', '=', id)
    .execute();
}

/** Every status the tracking code has had, oldest first (the tracking-code log, 0012). */
export async function codeLogs(
  trx: ScopedDb,
  trackingCode: string,
  language: Language,
): Promise<TrackingCodeLog[]> {
  const rows = await trx
    .selectFrom('trackingCodeLogs as t')
    .leftJoin('synonyms as s', (join) =>
      join.on('s.typeId', '=', SYNONYM_TYPE.DELIVERY_STATUS).onRef('s.value', '=', 't.status'),
    )
    .select([
      't.occurredAt',
      't.deliveryOrderId',
      't.status',
      't.partner',
      't.partnerStatus',
      's.name',
      's.nameVi',
    ])
    .where('t.trackingCode', '=', trackingCode)
    .orderBy('t.occurredAt')
    .orderBy('t.id')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    at: new Date(row.occurredAt).toISOString(),
    doId: row.deliveryOrderId,
    status: { value: row.status, name: (language === 'vi' ? row.nameVi : row.name) ?? String(row.status) },
    partner: row.partner,
    partnerStatus: row.partnerStatus,
  }));
}

export function writeReconcileHistory(trx: ScopedDb, entries: HistoryEntry[]): Promise<void> {
  return writeHistory(trx, entries);
}
