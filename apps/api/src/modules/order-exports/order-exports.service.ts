import {
  type Language,
  type OrderExportFilter,
  type OrderExportKind,
  type OrderManagementFilter,
  translate,
} from '@leadline/contracts';
import type { ScopeRunner } from '../../http/register-endpoint.js';
import type { StreamedFile } from '../../http/register-file-endpoint.js';
import type { SessionUser } from '../../http/session-user.js';
import { listScope } from '../../shared/lists/list-scope.js';
import { streamedListExport } from '../../shared/xlsx-export/streamed-sheet.js';
import { appendRow, openSheet, type StreamingWorkbook } from '../../shared/xlsx-export/xlsx-sheet.js';
import { countSaleOrders } from '../sale-orders/index.js';
import { AgentSummaries, agentSummaryColumns, exportColumns } from './export-sheets.js';
import { saleOrderExportPages } from './order-export.repository.js';

/**
 * The commission export's second sheet: the summary per agent of the orders it wrote, after them.
 */
function agentSummarySheet(language: Language) {
  const summaries = new AgentSummaries();
  return {
    seen: (row: Parameters<AgentSummaries['add']>[0]) => summaries.add(row),
    write: (workbook: StreamingWorkbook) => {
      const columns = agentSummaryColumns(language);
      const sheet = openSheet(workbook, translate(language, 'ORDER_EXPORTS.SHEET.AGENT_SUMMARY'), columns);
      for (const summary of summaries.list()) appendRow(sheet, columns, summary);
      sheet.commit();
    },
  };
}

/**
 * An export of the order-management filter (SPEC.md 7.2) for the caller: the list's scope
 * (own org, HQ's chosen org, an agent's own orders) under row-level security, streamed like every
 * list export (the kind's sheet page by page; the commission kind adds the summary per agent after
 * its orders). The rows are counted first, so a failure before the file answers the envelope and
 * the client learns the row count (X-Total-Rows) with the headers.
 */
export async function prepareOrderExport(
  scoped: ScopeRunner,
  user: SessionUser,
  kind: OrderExportKind,
  body: OrderExportFilter,
  language: Language,
): Promise<StreamedFile> {
  const filter: OrderManagementFilter = body;
  const scope = listScope(user, filter.orgId);
  return streamedListExport({
    scope: scoped,
    count: (trx) => countSaleOrders(trx, filter, scope),
    pages: (scoped) =>
      saleOrderExportPages(scoped, filter, scope, language, { withItems: kind === 'management' }),
    sheetName: translate(language, `ORDER_EXPORTS.SHEET.${kind}`),
    columns: exportColumns(kind, { language, fallbackTimeZone: scope.timeZone }),
    ...(kind === 'commission' ? { after: agentSummarySheet(language) } : {}),
  });
}
