import { type Language, translate } from '@leadline/contracts';
import { sheetColumns } from '../../shared/xlsx-export/sheet-columns.js';
import { declaredListExport } from '../../shared/xlsx-export/streamed-sheet.js';
import type { SheetColumn } from '../../shared/xlsx-export/xlsx-sheet.js';
import { type CdrRow, cdrRows } from './cdrs.repository.js';

function columns(language: Language, fallbackTimeZone: string): SheetColumn<CdrRow>[] {
  const { column, instant } = sheetColumns<CdrRow>(language, 'CDRS.COLUMN', fallbackTimeZone);
  return [
    column('CALL_ID', 10, 'id', (row) => row.id),
    column('STARTED_AT', 20, 'date', (row) => instant(row.startedAt, row)),
    column('ANSWERED_AT', 20, 'date', (row) => instant(row.answeredAt, row)),
    column('ENDED_AT', 20, 'date', (row) => instant(row.endedAt, row)),
    column('DURATION', 12, 'count', (row) => row.durationSeconds),
    column('DISPOSITION', 14, 'text', (row) =>
      row.disposition ? translate(language, `CDRS.DISPOSITION.${row.disposition}`) : null,
    ),
    column('AGENT', 24, 'text', (row) => row.agentName),
    column('PHONE', 16, 'text', (row) => row.phone),
    column('LEAD_ID', 10, 'id', (row) => row.leadId),
    column('CUSTOMER', 24, 'text', (row) => row.customerName ?? null),
    column('RECORDING', 11, 'text', (row) =>
      translate(language, row.hasStoredRecording || row.recordingUrl ? 'CDRS.YES' : 'CDRS.NO'),
    ),
    column('END_REASON', 18, 'text', (row) => row.endReason),
  ];
}

/**
 * cdrs.xlsx of the list's filter (paging dropped), in the list's scope (cdrScope), streamed page by
 * page like the order exports (docs/exports.md).
 */
export const prepareCdrExport = declaredListExport({ list: cdrRows, sheetKey: 'CDRS.SHEET', columns });
