import {
  type BankFeed,
  type BankTransactionDetail,
  type BankTransactionFilter,
  type BankTransactionRow,
  type BankWebhookResult,
  findOrg,
  HQ_ORG_ID,
  type Language,
  OPEN_TRANSACTION_STATUSES,
  resolvePaging,
  type StatementImportResult,
  TRANSACTION_STATUS,
  TRANSACTION_VERIFICATION_ERRORS,
  type TransactionSource,
  type TransactionVerificationInput,
  translate,
} from '@leadline/contracts';
import type { Kysely } from 'kysely';
import { type ScopedDb, withOrgScope } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';
import { notFound, ruleViolation, unauthorized } from '../../http/app-error.js';
import type { ScopeRunner, UploadedFile } from '../../http/register-endpoint.js';
import type { SessionUser } from '../../http/session-user.js';
import { writeHistory } from '../../shared/history/history.repository.js';
import { auditActor, writeAudit } from '../audit/index.js';
import { loadPaymentSettings, orgIdOfCode } from '../payment-qr/index.js';
import { feedAuthentic, transferOfFeed } from './bank-feeds.js';
import { readStatement } from './statement-import.js';
import { receiveTransfer } from './transaction-receiving.js';
import {
  countTransactions,
  decideTransaction,
  findTransaction,
  listTransactions,
  type TransactionRow,
  type TransactionScope,
  transactionEvents,
  writeTransactionEvent,
} from './transaction-verification.repository.js';

export function transactionScope(user: SessionUser, requestedOrgId: number | undefined): TransactionScope {
  const orgId = user.orgId === HQ_ORG_ID ? (requestedOrgId ?? null) : user.orgId;
  return { orgId, timeZone: findOrg(orgId ?? user.orgId)?.timeZone ?? 'UTC' };
}

function toRow(row: TransactionRow): BankTransactionRow {
  return {
    id: row.id,
    orgId: row.orgId,
    source: row.source as TransactionSource,
    externalId: row.externalId,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    amount: Number(row.amount),
    currency: row.currency,
    memo: row.memo,
    transactedAt: row.transactedAt.toISOString(),
    receivedAt: row.receivedAt.toISOString(),
    status: row.status,
    soId: row.saleOrderId,
    leadId: row.leadId ?? null,
    orderAmount: row.orderAmount === null || row.orderAmount === undefined ? null : Number(row.orderAmount),
    decidedBy: row.decidedBy ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
  };
}

/** POST bank/transactions: one page newest first, and totalSelf, the filter's count. */
export async function bankTransactions(
  trx: ScopedDb,
  user: SessionUser,
  filter: BankTransactionFilter,
  paging: {
    offset?: number | undefined;
    limit?: number | undefined;
    page?: number | undefined;
    size?: number | undefined;
  },
): Promise<{ rows: BankTransactionRow[]; total: number }> {
  const scope = transactionScope(user, filter.orgId);
  const page = resolvePaging(paging);
  const [rows, total] = await Promise.all([
    listTransactions(trx, filter, scope, page),
    countTransactions(trx, filter, scope),
  ]);
  return { rows: rows.map(toRow), total };
}

/** The transaction statuses in the caller's language (definition/transaction-verification-statuses). */
export function transactionStatuses(language: Language) {
  return Object.entries(TRANSACTION_STATUS).map(([code, id]) => ({
    id,
    code,
    name: translate(language, `TRANSACTION_VERIFICATION.STATUS.${id}`),
  }));
}

/** A transaction with its events (the detail dialog); another org's is not found (row-level security). */
export async function bankTransactionDetail(trx: ScopedDb, id: number): Promise<BankTransactionDetail> {
  const row = await findTransaction(trx, id);
  if (!row) throw notFound(TRANSACTION_VERIFICATION_ERRORS.NOT_FOUND);
  const events = await transactionEvents(trx, id);
  return {
    ...toRow(row),
    counterAccount: row.counterAccount,
    customerName: row.customerName ?? null,
    events: events.map((event) => ({
      action: event.action,
      actorName: event.actorName ?? null,
      detail: event.detail,
      createdAt: event.createdAt.toISOString(),
    })),
  };
}

/**
 * Verify or reject (SPEC.md 7.9 bank/transaction/verification): only an open transaction; a
 * verified one pays a sale order of its org (its match, or the one finance names), a rejected one
 * carries the reason. The transaction's event and the order's history are written with it.
 */
export async function verifyTransaction(
  trx: ScopedDb,
  user: SessionUser,
  input: TransactionVerificationInput,
): Promise<BankTransactionDetail> {
  const row = await findTransaction(trx, input.id, { forUpdate: true });
  if (!row) throw notFound(TRANSACTION_VERIFICATION_ERRORS.NOT_FOUND);
  if (!OPEN_TRANSACTION_STATUSES.includes(row.status))
    throw ruleViolation(TRANSACTION_VERIFICATION_ERRORS.ALREADY_DECIDED);
  let saleOrderId = row.saleOrderId;
  if (input.action === 'verify' && input.soId !== undefined && input.soId !== saleOrderId) {
    const order = await trx
      .selectFrom('saleOrders')
      .select('id')
      .where('id', '=', input.soId)
      .where('orgId', '=', row.orgId)
      .executeTakeFirst();
    if (!order) throw ruleViolation(TRANSACTION_VERIFICATION_ERRORS.ORDER_NOT_FOUND, { soId: input.soId });
    saleOrderId = order.id;
  }
  if (input.action === 'verify' && saleOrderId === null)
    throw ruleViolation(TRANSACTION_VERIFICATION_ERRORS.ORDER_REQUIRED);
  const verified = input.action === 'verify';
  const reason = verified ? null : (input.reason ?? '').trim();
  await decideTransaction(trx, row.id, {
    status: verified ? TRANSACTION_STATUS.VERIFIED : TRANSACTION_STATUS.REJECTED,
    saleOrderId,
    decidedBy: user.userId,
    rejectReason: reason,
  });
  await writeTransactionEvent(trx, {
    orgId: row.orgId,
    bankTransactionId: row.id,
    action: verified ? 'verified' : 'rejected',
    actorId: user.userId,
    detail: verified ? { soId: saleOrderId } : { reason },
  });
  await writeAudit(trx, {
    orgId: row.orgId,
    ...auditActor(user),
    action: verified ? 'bank_transaction_verified' : 'bank_transaction_rejected',
    entityType: 'bank_transaction',
    entityId: String(row.id),
    details: {
      amount: Number(row.amount),
      status: {
        from: row.status,
        to: verified ? TRANSACTION_STATUS.VERIFIED : TRANSACTION_STATUS.REJECTED,
      },
      soId: { from: row.saleOrderId, to: saleOrderId },
      ...(reason ? { reason } : {}),
    },
  });
  if (saleOrderId !== null) {
    await writeHistory(trx, [
      {
        orgId: row.orgId,
        entityType: 'so',
        entityId: saleOrderId,
        actorId: user.userId,
        action: verified ? 'bank_transfer_verified' : 'bank_transfer_rejected',
        changes: { bankTransactionId: row.id, amount: Number(row.amount), ...(reason ? { reason } : {}) },
      },
    ]);
  }
  return bankTransactionDetail(trx, row.id);
}

/** The org's UTC offset now ("+07:00"): statement times without one are the org's wall clock. */
function utcOffsetOf(timeZone: string): string {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const offset = name.replace('GMT', '');
  return offset === '' ? 'Z' : offset;
}

/** POST bank/transactions/import: every transfer of the statement stored once and matched. */
export async function importStatement(
  scope: ScopeRunner,
  user: SessionUser,
  upload: UploadedFile | null,
  language: Language,
): Promise<StatementImportResult> {
  const org = findOrg(user.orgId);
  if (!org || user.orgId === HQ_ORG_ID) throw ruleViolation(TRANSACTION_VERIFICATION_ERRORS.IMPORT_NO_FILE);
  const transfers = await readStatement(upload, {
    language,
    currency: org.currency,
    utcOffset: utcOffsetOf(org.timeZone),
  });
  // The file is read before the transaction opens (docs/uploads.md).
  return scope(async (trx) => {
    const result = { rows: transfers.length, stored: 0, duplicates: 0, matched: 0 };
    for (const transfer of transfers) {
      const received = await receiveTransfer(trx, user.orgId, transfer);
      if (!received.stored) result.duplicates += 1;
      else {
        result.stored += 1;
        if (received.saleOrderId !== null) result.matched += 1;
      }
    }
    await writeAudit(trx, {
      orgId: user.orgId,
      ...auditActor(user),
      action: 'bank_statement_imported',
      entityType: 'bank_statement',
      details: { fileName: upload?.fileName ?? null, ...result },
    });
    return result;
  });
}

/**
 * POST /api/bank/webhook/{feed}?org=CODE: the org's secret must authenticate the push (SePay's
 * API key, Casso's signature); otherwise 401 and nothing is read or written. An outgoing transfer
 * is acknowledged and not stored; an incoming one is stored once and matched.
 */
export async function bankWebhook(
  db: Kysely<Database>,
  feed: BankFeed,
  orgCode: string,
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
  now = new Date(),
): Promise<BankWebhookResult> {
  const orgId = await orgIdOfCode(db, orgCode);
  const settings = orgId === undefined ? undefined : await loadPaymentSettings(db, orgId);
  if (
    orgId === undefined ||
    !settings?.webhookSecret ||
    !feedAuthentic(feed, settings.webhookSecret, headers, body, now)
  )
    throw unauthorized();
  const transfer = transferOfFeed(feed, body, now);
  if (transfer === 'unreadable') throw ruleViolation(TRANSACTION_VERIFICATION_ERRORS.BAD_WEBHOOK);
  if (transfer === null) return { success: true, stored: false, transactionId: null, status: null };
  const received = await withOrgScope(db, { orgId }, (trx) => receiveTransfer(trx, orgId, transfer));
  return { success: true, stored: received.stored, transactionId: received.id, status: received.status };
}
