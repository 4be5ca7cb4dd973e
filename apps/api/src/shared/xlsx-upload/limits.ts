/**
 * The limits of reading an uploaded .xlsx (docs/uploads.md). An .xlsx is a zip of XML files: a
 * few hundred kilobytes can declare, or secretly hold, gigabytes (a "zip bomb"), so every size is
 * checked before and while inflating, and the parse runs in a worker thread with a heap of its own.
 */
export interface XlsxUploadLimits {
  /** Entries of the zip. Workbooks have 10 to 50; thousands only serve to tire the reader. */
  maxEntries: number;
  /** Inflated bytes of one entry, declared (central directory) and actual (while streaming). */
  maxEntryBytes: number;
  /** Inflated bytes of all entries together, declared and actual. */
  maxTotalBytes: number;
  /**
   * Inflated / compressed size of an entry above ratioFloorBytes. Spreadsheet XML compresses
   * 5 to 30 times; deflate cannot pass ~1,030, which is what bombs aim at.
   */
  maxRatio: number;
  ratioFloorBytes: number;
  /** Characters of one cell: Excel's own limit, so no genuine workbook has more. */
  maxCellChars: number;
  /**
   * Bytes of XML between two '<': bounds what the XML parser buffers for one text or tag (a
   * cell of maxCellChars, even fully entity-escaped, stays below it).
   */
  maxXmlRunBytes: number;
  /** Old-generation heap of the parsing worker; past it the worker alone dies. */
  maxWorkerHeapMb: number;
  /** Wall time of one parse. */
  timeoutMs: number;
}

const MiB = 1024 * 1024;

export const XLSX_UPLOAD_LIMITS: Readonly<XlsxUploadLimits> = {
  maxEntries: 1_000,
  maxEntryBytes: 64 * MiB,
  maxTotalBytes: 128 * MiB,
  maxRatio: 200,
  ratioFloorBytes: 1 * MiB,
  maxCellChars: 32_767,
  maxXmlRunBytes: 512 * 1024,
  maxWorkerHeapMb: 192,
  timeoutMs: 30_000,
};

/** How many uploads are parsed at once; the others wait their turn (each worker may use its heap). */
export const XLSX_PARALLEL_PARSES = 2;
