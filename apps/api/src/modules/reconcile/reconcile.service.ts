import { createHash } from 'node:crypto';
import {
  findOrg,
  type Language,
  RECONCILE_PREVIEW_ROWS,
  type ReconcileCounts,
  type ReconcileListFilter,
  type ReconcileOrderResult,
  type ReconcilePreviewRow,
  type ReconcileRow,
  type ReconcileUploadResult,
  type TrackingCodeLog,
} from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { notFound } from '../../http/app-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { type ListScope, listScope } from '../../shared/lists/list-scope.js';
import type { PagedList } from '../../shared/lists/paged-list.js';
import { auditActor, writeAudit } from '../audit/index.js';
import {
  codeLogs,
  doStatuses,
  findImport,
  findReconciledPage,
  insertImport,
  insertRows,
  lockOrder,
  type NewReconciledRow,
  type OrderForMatch,
  ordersOf,
  reconciledFiltered,
  rowKey,
  rowsOfOrder,
  storedRowKeys,
  updateRowMatch,
  writeReconcileHistory,
} from './reconcile.repository.js';
import { type FileRow, normaliseStatusWord, refusal } from './reconcile-file.js';
import { matchRow } from './reconcile-match.js';

/** POST /api/reconciliations/delivery-orders: the tabs, newest first. */
export const reconcileList: PagedList<
  ReconcileListFilter & { offset?: number; limit?: number },
  ListScope,
  ReconcileRow
> = {
  scope: (user, filter) => listScope(user, filter.orgId),
  filtered: reconciledFiltered,
  page: findReconciledPage,
};

/** The currency a file's amounts are read in: the caller's org's (docs/reconcile.md). */
export const fileCurrency = (user: SessionUser) => findOrg(user.orgId)?.currency ?? 'VND';

/** A status cell → DO status: its number, or its name in English or Vietnamese (synonym type 5). */
export async function statusWords(trx: ScopedDb): Promise<Map<string, number>> {
  const words = new Map<string, number>();
  for (const row of await doStatuses(trx)) {
    words.set(String(row.value), row.value);
    words.set(normaliseStatusWord(row.name), row.value);
    if (row.nameVi) words.set(normaliseStatusWord(row.nameVi), row.value);
  }
  return words;
}

const emptyCounts = (): ReconcileCounts => ({ rows: 0, matched: 0, mismatched: 0, pending: 0 });

/** Each row of the file matched to its DO (by id when given, else by tracking code). */
async function matchFile(trx: ScopedDb, user: SessionUser, rows: FileRow[]) {
  const ids = [...new Set(rows.flatMap((row) => (row.doId === null ? [] : [row.doId])))];
  const codes = [
    ...new Set(rows.flatMap((row) => (row.doId === null && row.trackingCode ? [row.trackingCode] : []))),
  ];
  const orders = await ordersOf(trx, ids, codes);
  const byId = new Map<number, OrderForMatch>(orders.map((o) => [o.id, o]));
  const byCode = new Map<string, OrderForMatch>();
  for (const order of orders) if (order.trackingCode) byCode.set(order.trackingCode, order);
  const currency = fileCurrency(user);
  const counts = emptyCounts();
  const matched: NewReconciledRow[] = rows.map((row) => {
    const order = (row.doId !== null ? byId.get(row.doId) : byCode.get(row.trackingCode ?? '')) ?? null;
    const match = matchRow({ status: row.reportedStatus, codCollected: row.codCollected }, order);
    counts.rows += 1;
    counts[match.result] += 1;
    return {
      orgId: order?.orgId ?? user.orgId,
      fileRow: row.row,
      trackingCode: row.trackingCode ?? order?.trackingCode ?? null,
      deliveryOrderId: order?.id ?? null,
      reportedStatus: row.reportedStatus,
      codCollected: row.codCollected,
      fee: row.fee,
      currency,
      reportedOn: row.reportedOn,
      result: match.result,
      reason: match.reason,
      doStatus: order?.status ?? null,
      expectedCod: match.expectedCod,
      difference: match.difference,
    };
  });
  return { rows: matched, counts };
}

function previewRow(
  row: NewReconciledRow,
  names: Map<number, string>,
  orders: Map<number, number>,
): ReconcilePreviewRow {
  const ref = (value: number) => ({ value, name: names.get(value) ?? String(value) });
  return {
    fileRow: row.fileRow,
    orgId: row.orgId,
    trackingCode: row.trackingCode,
    doId: row.deliveryOrderId,
    soId: row.deliveryOrderId === null ? null : (orders.get(row.deliveryOrderId) ?? null),
    result: row.result,
    reason: row.reason,
    reportedStatus: ref(row.reportedStatus),
    doStatus: row.doStatus === null ? null : ref(row.doStatus),
    codCollected: row.codCollected,
    fee: row.fee,
    expectedCod: row.expectedCod,
    difference: row.difference,
    currency: row.currency,
    reportedOn: row.reportedOn,
  };
}

/** DOMAIN.md: rows already reconciled (every one of them) answer isReconciled like the same file. */
async function everyRowStored(trx: ScopedDb, rows: NewReconciledRow[]): Promise<boolean> {
  const ids = [
    ...new Set(rows.flatMap((row) => (row.deliveryOrderId === null ? [] : [row.deliveryOrderId]))),
  ];
  const codes = [
    ...new Set(
      rows.flatMap((row) => (row.deliveryOrderId === null && row.trackingCode ? [row.trackingCode] : [])),
    ),
  ];
  const stored = await storedRowKeys(trx, ids, codes);
  return stored.size > 0 && rows.every((row) => stored.has(rowKey(row)));
}

export const contentHash = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * POST /api/reconciliations/upload (docs/reconcile.md) inside the caller's transaction: a file of
 * the same content imported before answers isReconciled and stores nothing; `preview` matches and
 * answers the counts and the first rows, storing nothing; `apply` stores the import and every row
 * in this one transaction (all or nothing; the rows were checked before it opened).
 */
export async function uploadReconcileFile(
  trx: ScopedDb,
  user: SessionUser,
  file: { rows: FileRow[]; hash: string; fileName: string },
  mode: 'preview' | 'apply',
  language: Language,
  now = new Date(),
): Promise<ReconcileUploadResult> {
  const duplicate = {
    isReconciled: true,
    applied: false,
    importId: null,
    counts: emptyCounts(),
    preview: [],
  };
  const existing = await findImport(trx, user.orgId, file.hash);
  if (existing) return { ...duplicate, importId: existing.id };
  const { rows, counts } = await matchFile(trx, user, file.rows);
  if (await everyRowStored(trx, rows)) return duplicate;
  if (mode === 'preview') {
    const names = new Map(
      (await doStatuses(trx)).map((s) => [s.value, (language === 'vi' ? s.nameVi : s.name) ?? s.name]),
    );
    const first = rows.slice(0, RECONCILE_PREVIEW_ROWS);
    const ids = first.flatMap((row) => (row.deliveryOrderId === null ? [] : [row.deliveryOrderId]));
    const orders = new Map((await ordersOf(trx, ids, [])).map((o) => [o.id, o.saleOrderId]));
    return {
      isReconciled: false,
      applied: false,
      importId: null,
      counts,
      preview: first.map((r) => previewRow(r, names, orders)),
    };
  }
  const importId = await insertImport(trx, {
    orgId: user.orgId,
    contentHash: file.hash,
    fileName: file.fileName.slice(0, 255),
    rowCount: counts.rows,
    matched: counts.matched,
    mismatched: counts.mismatched,
    pending: counts.pending,
    createdBy: user.userId,
  });
  // The same file confirmed twice at once: the second finds the first's row and stores nothing.
  if (importId === 0) return duplicate;
  await insertRows(trx, importId, rows, now);
  await writeAudit(trx, {
    orgId: user.orgId,
    ...auditActor(user),
    action: 'reconcile_imported',
    entityType: 'reconciliation_import',
    entityId: String(importId),
    details: { fileName: file.fileName, hash: file.hash, ...counts },
  });
  return { isReconciled: false, applied: true, importId, counts, preview: [] };
}

/**
 * POST /api/reconciliations/reconcile-order: the DO's reconciled rows (and rows of its tracking
 * code that found no DO when imported) matched again against the DO as it is now, with a history
 * row on its sale order.
 */
export async function reconcileOrder(
  trx: ScopedDb,
  user: SessionUser,
  doId: number,
  language: Language,
  now = new Date(),
): Promise<ReconcileOrderResult> {
  const order = await lockOrder(trx, doId);
  if (!order) throw notFound();
  const rows = await rowsOfOrder(trx, doId, order.trackingCode);
  if (rows.length === 0) throw refusal(language, 'NO_DO_FOR_ORDER', { doId });
  const counts = emptyCounts();
  const changes: Record<string, unknown>[] = [];
  for (const row of rows) {
    const match = matchRow({ status: row.reportedStatus, codCollected: Number(row.codCollected) }, order);
    counts.rows += 1;
    counts[match.result] += 1;
    await updateRowMatch(trx, row.id, { ...match, doStatus: order.status, deliveryOrderId: doId }, now);
    if (row.result !== match.result) changes.push({ rowId: row.id, from: row.result, to: match.result });
  }
  await writeReconcileHistory(trx, [
    {
      orgId: order.orgId,
      entityType: 'so',
      entityId: order.saleOrderId,
      actorId: user.userId,
      action: 'do_reconciled',
      changes: { doId, ...counts, changed: changes },
    },
  ]);
  return { doId, rows: counts.rows, counts };
}

export const trackingCodeLogs = (
  trx: ScopedDb,
  trackingCode: string,
  language: Language,
): Promise<TrackingCodeLog[]> => codeLogs(trx, trackingCode, language);
