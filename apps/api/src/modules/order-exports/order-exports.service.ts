import type { Writable } from 'node:stream';
import {
  type Language,
  type OrderExportFilter,
  type OrderExportKind,
  type OrderManagementFilter,
  TOTAL_ROWS_HEADER,
  translate,
} from '@leadline/contracts';
import type { AppContext } from '../../app-context.js';
import type { StreamedFile } from '../../http/register-file-endpoint.js';
import type { SessionUser } from '../../http/session-user.js';
import { type ListScope, listScope } from '../../shared/lists/list-scope.js';
import {
  appendRow,
  drained,
  openSheet,
  openStreamingWorkbook,
  unlessAborted,
} from '../../shared/xlsx-export/xlsx-sheet.js';
import { countSaleOrders } from '../sale-orders/index.js';
import { AgentSummaries, agentSummaryColumns, exportColumns } from './export-sheets.js';
import { type ScopedRunner, saleOrderExportPages } from './order-export.repository.js';

interface ExportJob {
  kind: OrderExportKind;
  filter: OrderManagementFilter;
  scope: ListScope;
  language: Language;
  scoped: ScopedRunner;
}

/**
 * Writes one export into `output`: the kind's sheet, row by row as the pages of the filter come
 * in, waiting whenever the client reads slower than the database answers; the commission kind
 * adds the summary per agent after its orders. Stops when `signal` aborts.
 */
export async function writeOrderExport(job: ExportJob, output: Writable, signal: AbortSignal): Promise<void> {
  const workbook = openStreamingWorkbook(output);
  const columns = exportColumns(job.kind, { language: job.language, fallbackTimeZone: job.scope.timeZone });
  const sheet = openSheet(workbook, translate(job.language, `ORDER_EXPORTS.SHEET.${job.kind}`), columns);
  const summaries = job.kind === 'commission' ? new AgentSummaries() : null;

  const pages = saleOrderExportPages(job.scoped, job.filter, job.scope, job.language, {
    withItems: job.kind === 'management',
  });
  for await (const page of pages) {
    signal.throwIfAborted();
    for (const row of page) {
      appendRow(sheet, columns, row);
      summaries?.add(row);
    }
    await drained(output, signal);
  }
  sheet.commit();

  if (summaries) {
    const summaryColumns = agentSummaryColumns(job.language);
    const summarySheet = openSheet(
      workbook,
      translate(job.language, 'ORDER_EXPORTS.SHEET.AGENT_SUMMARY'),
      summaryColumns,
    );
    for (const summary of summaries.list()) appendRow(summarySheet, summaryColumns, summary);
    summarySheet.commit();
  }
  await unlessAborted(workbook.commit(), signal);
}

/**
 * An export of the order-management filter (SPEC.md 7.2) for the caller: the list's scope
 * (own org, HQ's chosen org, an agent's own orders) under row-level security. The rows are
 * counted first, so a failure before the file answers the envelope and the client learns the
 * row count (X-Total-Rows) with the headers.
 */
export async function prepareOrderExport(
  ctx: AppContext,
  user: SessionUser,
  kind: OrderExportKind,
  body: OrderExportFilter,
  language: Language,
): Promise<StreamedFile> {
  const filter: OrderManagementFilter = body;
  const scope = listScope(user, filter.orgId);
  const scoped: ScopedRunner = (work) => ctx.scoped(user, work);
  const total = await scoped((trx) => countSaleOrders(trx, filter, scope));
  return {
    headers: { [TOTAL_ROWS_HEADER]: total },
    write: (output, signal) => writeOrderExport({ kind, filter, scope, language, scoped }, output, signal),
  };
}
