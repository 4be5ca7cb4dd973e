import { pipeline, type Readable, Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { Entry, ZipFile } from 'yauzl';
import type { XlsxUploadLimits } from './limits.js';
import { XlsxGuardError } from './refusal.js';

/** The inflated bytes of one read, over all its entries (the total limit is on this). */
export interface InflateBudget {
  inflatedBytes: number;
}

const LESS_THAN = 0x3c; // '<'

/**
 * Between the inflater and the XML parser: counts the actual inflated bytes against the entry
 * and total limits (whatever the directory declared), refuses a stretch of XML between two '<'
 * longer than maxXmlRunBytes (one text or tag the parser would have to hold whole: a giant cell),
 * and hands on text decoded as UTF-8 across chunk boundaries (the parser gets strings).
 */
class EntryGuard extends Transform {
  private entryBytes = 0;
  /** Bytes since the last '<'. */
  private run = 0;
  private readonly decoder = new StringDecoder('utf8');

  constructor(
    private readonly limits: XlsxUploadLimits,
    private readonly budget: InflateBudget,
  ) {
    super({ readableObjectMode: true });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.entryBytes += chunk.length;
    this.budget.inflatedBytes += chunk.length;
    if (
      this.entryBytes > this.limits.maxEntryBytes ||
      this.budget.inflatedBytes > this.limits.maxTotalBytes
    ) {
      done(new XlsxGuardError({ reason: 'UNPACKED_TOO_LARGE' }));
      return;
    }
    if (!this.runsFit(chunk)) {
      done(new XlsxGuardError({ reason: 'CELL_TOO_LONG', max: this.limits.maxCellChars, row: null }));
      return;
    }
    const text = this.decoder.write(chunk);
    done(null, text === '' ? undefined : text);
  }

  override _flush(done: TransformCallback): void {
    const text = this.decoder.end();
    done(null, text === '' ? undefined : text);
  }

  /** Walks the '<' of the chunk with indexOf (native), keeping the run across chunks. */
  private runsFit(chunk: Buffer): boolean {
    const max = this.limits.maxXmlRunBytes;
    let from = 0;
    for (let at = chunk.indexOf(LESS_THAN, from); at !== -1; at = chunk.indexOf(LESS_THAN, from)) {
      if (this.run + (at - from) > max) return false;
      this.run = 0;
      from = at + 1;
    }
    this.run += chunk.length - from;
    return this.run <= max;
  }
}

/**
 * The text of one entry, inflated by yauzl (which also fails an entry that inflates to more
 * than it declared) through the guard. Destroying the result stops the inflating.
 */
export async function openEntryText(
  zip: ZipFile,
  entry: Entry,
  limits: XlsxUploadLimits,
  budget: InflateBudget,
): Promise<Readable> {
  const source = await zip.openReadStreamPromise(entry);
  // pipeline destroys both on an error or an early stop of either, and passes the error on.
  return pipeline(source, new EntryGuard(limits, budget), () => {});
}
