import { XLSX_PARALLEL_PARSES, XLSX_UPLOAD_LIMITS, type XlsxUploadLimits } from './limits.js';
import { refusalOf } from './refusal.js';
import type { XlsxReadResult } from './worker-protocol.js';
import { runReadWorker } from './worker-runner.js';
import { openZip } from './zip-inspector.js';

export interface XlsxReadOptions {
  /** Data rows accepted (rows with a value in a picked column); reading stops at one more. */
  maxRows: number;
  /**
   * Given the texts of row 1 (index 0 is column A), the 1-based columns to keep, in the order
   * the row cells should come; null refuses the file (a missing required header, say).
   */
  pickColumns(header: string[]): number[] | null;
  /** Tighter (or, with care, looser) limits than XLSX_UPLOAD_LIMITS. */
  limits?: Partial<XlsxUploadLimits>;
}

/** Parses at most XLSX_PARALLEL_PARSES uploads at once; the others queue here. */
class Slots {
  private readonly waiting: (() => void)[] = [];
  constructor(private free: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free += 1;
    }
  }
}

const slots = new Slots(XLSX_PARALLEL_PARSES);

/**
 * THE way to read an uploaded .xlsx (docs/uploads.md): the first sheet's header and rows, or a
 * refusal for the caller to word. The zip's directory is checked here first (a few
 * milliseconds: a declared bomb is refused without starting a worker), then a worker thread
 * inflates and parses under the guard while this thread keeps serving requests.
 */
export async function readXlsxUpload(data: Buffer, options: XlsxReadOptions): Promise<XlsxReadResult> {
  const limits: XlsxUploadLimits = { ...XLSX_UPLOAD_LIMITS, ...options.limits };
  try {
    const { zip } = await openZip(data, limits);
    zip.close();
  } catch (error) {
    return { ok: false, ...refusalOf(error), inflatedBytes: 0 };
  }
  return slots.run(() => runReadWorker(data, options.maxRows, limits, options.pickColumns));
}
