import { type Entry, fromBufferPromise, type ZipFile } from 'yauzl';
import type { XlsxUploadLimits } from './limits.js';
import { XlsxGuardError } from './refusal.js';

/** The first bytes of every zip, so of every .xlsx: anything else is refused unread. */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export interface ZipListing {
  zip: ZipFile;
  /** The file entries by name (folders left out). */
  entries: ReadonlyMap<string, Entry>;
}

function looksLikeZip(data: Buffer): boolean {
  return data.length >= ZIP_SIGNATURE.length && data.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE);
}

const tooLarge = () => new XlsxGuardError({ reason: 'UNPACKED_TOO_LARGE' });
const notXlsx = () => new XlsxGuardError({ reason: 'NOT_XLSX' });

/**
 * Opens the zip and checks its central directory before a byte is inflated: the number of
 * entries, each entry's declared inflated size and ratio, and their total. Cheap (the directory
 * of at most maxEntries entries), so it also runs on the main thread to refuse a bomb without
 * starting a worker. The declared sizes may lie: the entry streams check the actual ones.
 */
export async function openZip(data: Buffer, limits: XlsxUploadLimits): Promise<ZipListing> {
  if (!looksLikeZip(data)) throw notXlsx();
  let zip: ZipFile;
  try {
    // lazyEntries: the directory is read entry by entry, after the count was checked.
    zip = await fromBufferPromise(data, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
  } catch {
    throw notXlsx();
  }
  try {
    if (zip.entryCount > limits.maxEntries) throw tooLarge();
    const entries = new Map<string, Entry>();
    let total = 0;
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      // Two entries of one name: which one a reader takes differs between readers.
      if (entries.has(entry.fileName) || entry.isEncrypted() || !entry.canDecodeFileData()) throw notXlsx();
      const size = entry.uncompressedSize;
      total += size;
      if (size > limits.maxEntryBytes || total > limits.maxTotalBytes) throw tooLarge();
      if (size > limits.ratioFloorBytes && size > entry.compressedSize * limits.maxRatio) throw tooLarge();
      entries.set(entry.fileName, entry);
    }
    return { zip, entries };
  } catch (error) {
    zip.close();
    if (error instanceof XlsxGuardError) throw error;
    throw notXlsx();
  }
}
