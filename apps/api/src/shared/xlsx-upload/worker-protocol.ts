import type { XlsxUploadLimits } from './limits.js';
import type { XlsxRefusal } from './refusal.js';
import type { XlsxRow } from './sheet-reader.js';

/** What the main thread gives the parsing worker (read-worker.ts). */
export interface ReadWorkerInput {
  data: Uint8Array;
  maxRows: number;
  limits: XlsxUploadLimits;
}

/** The outcome of reading an upload, with the bytes inflated to get it (the guard's count). */
export type XlsxReadResult = (
  | { ok: true; header: string[]; rows: XlsxRow[] }
  | ({ ok: false } & XlsxRefusal)
) & { inflatedBytes: number };

/** Worker to main thread: the header to pick columns from, then the outcome. */
export type WorkerMessage = { type: 'header'; header: string[] } | { type: 'done'; result: XlsxReadResult };

/** Main thread to worker: the columns picked (null refuses the file). */
export interface ColumnsMessage {
  type: 'columns';
  columns: number[] | null;
}
