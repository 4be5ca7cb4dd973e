import type { BankTransactionFilter, TransactionSource } from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { countRows } from '../../shared/lists/list-total.js';
import { containsPattern, whereInDays } from '../../shared/lists/query-helpers.js';

/** A transfer as a feed, a statement or the simulator gives it, before it is stored. */
export interface IncomingTransfer {
  source: TransactionSource;
  externalId: string;
  bankName: string | null;
  accountNumber: string | null;
  counterAccount: string | null;
  /** Minor units of the org's currency, > 0 (money in). */
  amount: number;
  memo: string;
  transactedAt: Date;
}

/** The org's sale orders among `ids` (RLS and the org keep another org's ids out), lowest id first. */
export async function ordersByIds(trx: ScopedDb, orgId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('saleOrders')
    .select(['id', 'leadId', 'amount'])
    .where('orgId', '=', orgId)
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

/** Stores the transfer unless its (org, source, id) is already there; the new row's id, or undefined. */
export async function insertTransfer(
  trx: ScopedDb,
  orgId: number,
  transfer: IncomingTransfer,
  match: { status: number; saleOrderId: number | null; currency: string },
): Promise<number | undefined> {
  const row = await trx
    .insertInto('bankTransactions')
    .values({ orgId, ...transfer, ...match })
    .onConflict((oc) => oc.columns(['orgId', 'source', 'externalId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function existingTransfer(trx: ScopedDb, orgId: number, source: string, externalId: string) {
  return trx
    .selectFrom('bankTransactions')
    .select(['id', 'status'])
    .where('orgId', '=', orgId)
    .where('source', '=', source)
    .where('externalId', '=', externalId)
    .executeTakeFirst();
}

export async function writeTransactionEvent(
  trx: ScopedDb,
  event: { orgId: number; bankTransactionId: number; action: string; actorId: number | null; detail: object },
): Promise<void> {
  await trx
    .insertInto('bankTransactionEvents')
    .values({ ...event, detail: JSON.stringify(event.detail) })
    .execute();
}

/** What the list is confined to beyond row-level security (HQ: the org it picks, or all). */
export interface TransactionScope {
  orgId: number | null;
  timeZone: string;
}

export function filteredTransactions(trx: ScopedDb, filter: BankTransactionFilter, scope: TransactionScope) {
  let query = trx.selectFrom('bankTransactions as bt');
  if (scope.orgId !== null) query = query.where('bt.orgId', '=', scope.orgId);
  if (filter.status?.length) query = query.where('bt.status', 'in', filter.status);
  if (filter.source) query = query.where('bt.source', '=', filter.source);
  query = whereInDays(query, 'bt.transactedAt', filter, scope.timeZone);
  const search = filter.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    const id = /^\d{1,9}$/.test(search) ? Number(search) : null;
    query = query.where((eb) =>
      eb.or([
        eb('bt.memo', 'ilike', pattern),
        eb('bt.externalId', 'ilike', pattern),
        ...(id === null
          ? []
          : [
              eb('bt.saleOrderId', '=', id),
              eb('bt.id', '=', id),
              eb.exists(
                eb
                  .selectFrom('saleOrders as s')
                  .select('s.id')
                  .whereRef('s.id', '=', 'bt.saleOrderId')
                  .where('s.leadId', '=', id),
              ),
            ]),
      ]),
    );
  }
  return query;
}

function withColumns(query: ReturnType<typeof filteredTransactions>) {
  return query
    .leftJoin('saleOrders as so', 'so.id', 'bt.saleOrderId')
    .leftJoin('users as u', 'u.id', 'bt.decidedBy')
    .select([
      'bt.id',
      'bt.orgId',
      'bt.source',
      'bt.externalId',
      'bt.bankName',
      'bt.accountNumber',
      'bt.counterAccount',
      'bt.amount',
      'bt.currency',
      'bt.memo',
      'bt.transactedAt',
      'bt.receivedAt',
      'bt.status',
      'bt.saleOrderId',
      'so.leadId',
      'so.amount as orderAmount',
      'u.fullName as decidedBy',
      'bt.decidedAt',
      'bt.rejectReason',
    ]);
}

export type TransactionRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

export async function listTransactions(
  trx: ScopedDb,
  filter: BankTransactionFilter,
  scope: TransactionScope,
  page: { offset: number; limit: number },
): Promise<TransactionRow[]> {
  return withColumns(filteredTransactions(trx, filter, scope))
    .orderBy('bt.transactedAt', 'desc')
    .orderBy('bt.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countTransactions(
  trx: ScopedDb,
  filter: BankTransactionFilter,
  scope: TransactionScope,
) {
  return countRows(filteredTransactions(trx, filter, scope));
}

export async function findTransaction(trx: ScopedDb, id: number, options: { forUpdate?: boolean } = {}) {
  let query = withColumns(trx.selectFrom('bankTransactions as bt'))
    .leftJoin('leads as l', 'l.id', 'so.leadId')
    .select('l.customerName')
    .where('bt.id', '=', id);
  if (options.forUpdate) query = query.forUpdate('bt');
  return query.executeTakeFirst();
}

export async function transactionEvents(trx: ScopedDb, id: number) {
  return trx
    .selectFrom('bankTransactionEvents as e')
    .leftJoin('users as u', 'u.id', 'e.actorId')
    .select(['e.action', 'u.fullName as actorName', 'e.detail', 'e.createdAt'])
    .where('e.bankTransactionId', '=', id)
    .orderBy('e.id')
    .execute();
}

export async function decideTransaction(
  trx: ScopedDb,
  id: number,
  decision: { status: number; saleOrderId: number | null; decidedBy: number; rejectReason: string | null },
): Promise<void> {
  await trx
    .updateTable('bankTransactions')
    .set({ ...decision, decidedAt: new Date() })
    .where('id', '=', id)
    .execute();
}
