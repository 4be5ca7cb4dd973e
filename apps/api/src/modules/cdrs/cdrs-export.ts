import { type CdrFilter, type Language, translate } from '@leadline/contracts';
import type { ScopeRunner } from '../../http/register-endpoint.js';
import type { StreamedFile } from '../../http/register-file-endpoint.js';
import type { SessionUser } from '../../http/session-user.js';
import { streamedListExport } from '../../shared/xlsx-export/streamed-sheet.js';
import { orgInstant, type SheetColumn } from '../../shared/xlsx-export/xlsx-sheet.js';
import { type CdrRow, cdrPages, countCdrs } from './cdrs.repository.js';
import { cdrScope } from './cdrs.service.js';

function columns(language: Language, fallbackTimeZone: string): SheetColumn<CdrRow>[] {
  const label = (key: string) => translate(language, `CDRS.COLUMN.${key}`);
  const instant = orgInstant<CdrRow>(fallbackTimeZone);
  return [
    { header: label('CALL_ID'), width: 10, kind: 'id', value: (row) => row.id },
    { header: label('STARTED_AT'), width: 20, kind: 'date', value: (row) => instant(row.startedAt, row) },
    { header: label('ANSWERED_AT'), width: 20, kind: 'date', value: (row) => instant(row.answeredAt, row) },
    { header: label('ENDED_AT'), width: 20, kind: 'date', value: (row) => instant(row.endedAt, row) },
    { header: label('DURATION'), width: 12, kind: 'count', value: (row) => row.durationSeconds },
    {
      header: label('DISPOSITION'),
      width: 14,
      kind: 'text',
      value: (row) => (row.disposition ? translate(language, `CDRS.DISPOSITION.${row.disposition}`) : null),
    },
    { header: label('AGENT'), width: 24, kind: 'text', value: (row) => row.agentName },
    { header: label('PHONE'), width: 16, kind: 'text', value: (row) => row.phone },
    { header: label('LEAD_ID'), width: 10, kind: 'id', value: (row) => row.leadId },
    { header: label('CUSTOMER'), width: 24, kind: 'text', value: (row) => row.customerName ?? null },
    {
      header: label('RECORDING'),
      width: 11,
      kind: 'text',
      value: (row) =>
        translate(language, row.hasStoredRecording || row.recordingUrl ? 'CDRS.YES' : 'CDRS.NO'),
    },
    { header: label('END_REASON'), width: 18, kind: 'text', value: (row) => row.endReason },
  ];
}

/**
 * cdrs.xlsx of the list's filter (paging dropped), streamed page by page like the order exports
 * (docs/exports.md). The rows are counted first: a refusal answers the envelope, and the client
 * learns the row count (X-Total-Rows) with the headers.
 */
export async function prepareCdrExport(
  scoped: ScopeRunner,
  user: SessionUser,
  filter: CdrFilter,
  language: Language,
): Promise<StreamedFile> {
  const scope = cdrScope(user, filter.orgId);
  return streamedListExport({
    scope: scoped,
    count: (trx) => countCdrs(trx, filter, scope),
    pages: (scoped) => cdrPages(scoped, filter, scope),
    sheetName: translate(language, 'CDRS.SHEET'),
    columns: columns(language, scope.timeZone),
  });
}
