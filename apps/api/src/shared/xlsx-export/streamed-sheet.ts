import type { Writable } from 'node:stream';
import { TOTAL_ROWS_HEADER } from '@leadline/contracts';
import type { StreamedFile } from '../../http/register-file-endpoint.js';
import {
  appendRow,
  drained,
  openSheet,
  openStreamingWorkbook,
  type SheetColumn,
  unlessAborted,
} from './xlsx-sheet.js';

export interface StreamedSheet<R> {
  /** The rows the filter gives, counted before the answer starts (X-Total-Rows). */
  total: number;
  sheetName: string;
  columns: readonly SheetColumn<R>[];
  /** The filter's rows page by page, each page read in its own scoped transaction. */
  pages(): AsyncIterable<readonly R[]>;
}

/**
 * A list's export as one streamed sheet (docs/exports.md): the row count goes out with the headers,
 * then the rows page by page, waiting for the client to drain, and stopping when it goes away.
 */
export function streamedSheet<R>(sheet: StreamedSheet<R>): StreamedFile {
  return {
    headers: { [TOTAL_ROWS_HEADER]: sheet.total },
    async write(output: Writable, signal: AbortSignal) {
      const workbook = openStreamingWorkbook(output);
      const worksheet = openSheet(workbook, sheet.sheetName, sheet.columns);
      for await (const page of sheet.pages()) {
        signal.throwIfAborted();
        for (const row of page) appendRow(worksheet, sheet.columns, row);
        await drained(output, signal);
      }
      worksheet.commit();
      await unlessAborted(workbook.commit(), signal);
    },
  };
}
