/**
 * Why an uploaded workbook was refused. The caller words it for the user (its own locale keys):
 * the guard knows the file, not the feature.
 */
export type XlsxRefusal =
  /** Not a zip, not a workbook, damaged, encrypted, or XML the parser rejects. */
  | { reason: 'NOT_XLSX' }
  /** Declared or actual inflated size past a limit, too many entries, or a bomb's ratio. */
  | { reason: 'UNPACKED_TOO_LARGE' }
  /** A cell longer than maxCellChars; `row` when the reader got that far. */
  | { reason: 'CELL_TOO_LONG'; max: number; row: number | null }
  /** More data rows than the caller's maxRows: reading stopped at the first one too many. */
  | { reason: 'TOO_MANY_ROWS'; max: number }
  /** The worker ran out of its heap or time: a file built to be expensive. */
  | { reason: 'TOO_COMPLEX' }
  /** The caller's pickColumns refused the header row. */
  | { reason: 'COLUMNS_REFUSED' };

/** Thrown inside the reader to stop it; turned into the refusal it carries. */
export class XlsxGuardError extends Error {
  constructor(readonly refusal: XlsxRefusal) {
    super(`xlsx upload refused: ${refusal.reason}`);
  }
}

/** Any failure of reading, as a refusal: ours as they are, the zip's and XML's as NOT_XLSX. */
export function refusalOf(error: unknown): XlsxRefusal {
  if (error instanceof XlsxGuardError) return error.refusal;
  // yauzl's check that an entry inflates to exactly its declared size: one holding more lied.
  if (error instanceof Error && /too many bytes in the stream/.test(error.message)) {
    return { reason: 'UNPACKED_TOO_LARGE' };
  }
  return { reason: 'NOT_XLSX' };
}

/** A feature's text for each refusal of the guard (several reasons may share one text). */
export type RefusalTexts<K extends string> = Record<XlsxRefusal['reason'], K>;

/** A refusal in a feature's words: its text and the values of the text's placeholders. */
export interface RefusalText<K extends string> {
  key: K;
  values: { reason: XlsxRefusal['reason']; max?: number; row?: number | '?' };
}

/**
 * The one mapping of the guard's refusals to what a feature answers (docs/uploads.md): each
 * upload reader names its texts in a table and words the envelope from this, rather than each
 * switching over the reasons.
 */
export function refusalText<K extends string>(refusal: XlsxRefusal, texts: RefusalTexts<K>): RefusalText<K> {
  return {
    key: texts[refusal.reason],
    values: {
      reason: refusal.reason,
      ...('max' in refusal ? { max: refusal.max } : {}),
      ...('row' in refusal ? { row: refusal.row ?? '?' } : {}),
    },
  };
}
