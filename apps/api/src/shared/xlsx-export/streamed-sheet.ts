import type { Writable } from 'node:stream';
import { TOTAL_ROWS_HEADER } from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import type { ScopeRunner } from '../../http/register-endpoint.js';
import type { StreamedFile } from '../../http/register-file-endpoint.js';
import {
  appendRow,
  drained,
  openSheet,
  openStreamingWorkbook,
  type SheetColumn,
  type StreamingWorkbook,
  unlessAborted,
} from './xlsx-sheet.js';

export interface StreamedSheet<R> {
  /** The rows the filter gives, counted before the answer starts (X-Total-Rows). */
  total: number;
  sheetName: string;
  columns: readonly SheetColumn<R>[];
  /** The filter's rows page by page, each page read in its own scoped transaction. */
  pages(): AsyncIterable<readonly R[]>;
  /** Sheets written after the rows, from what they saw (the commission export's summary per agent). */
  after?: { seen(row: R): void; write(workbook: StreamingWorkbook): void };
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
        for (const row of page) {
          appendRow(worksheet, sheet.columns, row);
          sheet.after?.seen(row);
        }
        await drained(output, signal);
      }
      worksheet.commit();
      sheet.after?.write(workbook);
      await unlessAborted(workbook.commit(), signal);
    },
  };
}

/** What a list's export declares: its count, its pages and its sheet. */
export interface ListExport<R> {
  /** The caller's scope runner (the file endpoint's `scope`): the count and each page use it. */
  scope: ScopeRunner;
  /** The filter's rows, counted first: a refusal answers the envelope, not a cut file. */
  count(trx: ScopedDb): Promise<number>;
  /** The filter's rows page by page (keysetPages), each through `scope`. */
  pages(scope: ScopeRunner): AsyncIterable<readonly R[]>;
  sheetName: string;
  columns: readonly SheetColumn<R>[];
  /** Instead of the endpoint's file name. */
  fileName?: string;
  after?: StreamedSheet<R>['after'];
}

/**
 * The one shape of a list export (docs/exports.md): count in the caller's scope, then the sheet
 * streamed page by page, each page in a read-only transaction of its own.
 */
export async function streamedListExport<R>(list: ListExport<R>): Promise<StreamedFile> {
  const total = await list.scope((trx) => list.count(trx));
  return {
    ...streamedSheet({
      total,
      sheetName: list.sheetName,
      columns: list.columns,
      pages: () => list.pages(list.scope),
      ...(list.after ? { after: list.after } : {}),
    }),
    ...(list.fileName ? { fileName: list.fileName } : {}),
  };
}
