import type { Writable } from 'node:stream';
import { type Language, TOTAL_ROWS_HEADER, translate } from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import type { ScopeRunner } from '../../http/register-endpoint.js';
import type { StreamedFile } from '../../http/register-file-endpoint.js';
import type { SessionUser } from '../../http/session-user.js';
import { type ListScope, listScope } from '../lists/list-scope.js';
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

/** The rows a declared list export reads: the list's exact count and its keyset pages. */
export interface ExportedList<F, R> {
  count(trx: ScopedDb, filter: F, scope: ListScope): Promise<number>;
  pages(scoped: ScopeRunner, filter: F, scope: ListScope, language: Language): AsyncIterable<readonly R[]>;
}

/** A list screen's export as its module declares it: its rows and its sheet. */
export interface DeclaredListExport<F, R> {
  list: ExportedList<F, R>;
  /** The locale key of the sheet's name. */
  sheetKey: string;
  /** The sheet's columns in the caller's language; dates in the row's org's zone, else `timeZone`. */
  columns(language: Language, timeZone: string): readonly SheetColumn<R>[];
  /** Instead of the endpoint's file name. */
  fileName?(filter: F): string;
}

/**
 * A list screen's export (docs/exports.md), declared once: the list's filter with paging dropped,
 * in the caller's list scope (the org HQ picks), counted first (a refusal answers the envelope, and
 * the client learns the row count, X-Total-Rows, with the headers), then streamed page by page.
 */
export function declaredListExport<F extends { orgId?: number | undefined }, R>(
  declared: DeclaredListExport<F, R>,
) {
  return (scoped: ScopeRunner, user: SessionUser, filter: F, language: Language): Promise<StreamedFile> => {
    const scope = listScope(user, filter.orgId);
    return streamedListExport({
      scope: scoped,
      count: (trx) => declared.list.count(trx, filter, scope),
      pages: (runner) => declared.list.pages(runner, filter, scope, language),
      sheetName: translate(language, declared.sheetKey),
      columns: declared.columns(language, scope.timeZone),
      ...(declared.fileName ? { fileName: declared.fileName(filter) } : {}),
    });
  };
}
