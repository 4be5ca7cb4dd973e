import { describe, expect, it } from 'vitest';
import { fromBufferPromise, type ZipFile } from 'yauzl';
import { type InflateBudget, openEntryText } from './entry-stream.js';
import { XLSX_UPLOAD_LIMITS, type XlsxUploadLimits } from './limits.js';
import { XlsxGuardError } from './refusal.js';
import { zipOf } from './test-workbooks.js';

/** The entries of a zip, opened without the directory checks: the stream's own checks alone. */
async function entriesOf(
  zip: Buffer,
): Promise<{ file: ZipFile; entries: Map<string, import('yauzl').Entry> }> {
  const file = await fromBufferPromise(zip, { lazyEntries: true });
  const entries = new Map<string, import('yauzl').Entry>();
  for await (const entry of file.eachEntry()) entries.set(entry.fileName, entry);
  return { file, entries };
}

async function readText(
  zip: Buffer,
  name: string,
  limits: Partial<XlsxUploadLimits>,
  budget: InflateBudget = { inflatedBytes: 0 },
): Promise<string> {
  const { file, entries } = await entriesOf(zip);
  const stream = await openEntryText(file, entries.get(name)!, { ...XLSX_UPLOAD_LIMITS, ...limits }, budget);
  let text = '';
  for await (const chunk of stream) text += chunk as string;
  return text;
}

const refusalOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(XlsxGuardError);
  return (error as XlsxGuardError).refusal;
};

describe('the entry stream between inflater and parser', () => {
  it('counts the bytes it actually inflates, per entry and in total, whatever the directory says', async () => {
    const zip = await zipOf([
      { name: 'a.xml', chunks: ['<a>', 'x'.repeat(3000), '</a>'] },
      { name: 'b.xml', chunks: ['<b>', 'y'.repeat(3000), '</b>'] },
    ]);
    expect(await refusalOf(readText(zip, 'a.xml', { maxEntryBytes: 2000 }))).toEqual({
      reason: 'UNPACKED_TOO_LARGE',
    });
    const budget = { inflatedBytes: 0 };
    expect(await readText(zip, 'a.xml', { maxTotalBytes: 5000 }, budget)).toHaveLength(3007);
    expect(await refusalOf(readText(zip, 'b.xml', { maxTotalBytes: 5000 }, budget))).toEqual({
      reason: 'UNPACKED_TOO_LARGE',
    });
  });

  it('refuses a stretch of XML between two "<" longer than the limit, across inflated chunks', async () => {
    // 40,000 characters: more than one inflated chunk (16 KiB).
    const zip = await zipOf([{ name: 'a.xml', chunks: ['<t>', 'z'.repeat(40_000), '</t><t>short</t>'] }]);
    expect(await readText(zip, 'a.xml', { maxXmlRunBytes: 40_010 })).toContain('short');
    expect(await refusalOf(readText(zip, 'a.xml', { maxXmlRunBytes: 39_000 }))).toEqual({
      reason: 'CELL_TOO_LONG',
      max: XLSX_UPLOAD_LIMITS.maxCellChars,
      row: null,
    });
  });

  it('decodes UTF-8 characters cut between two inflated chunks', async () => {
    const text = `<t>${'Nguyễn Thị Ánh Tuyết, '.repeat(5_000)}</t>`;
    const zip = await zipOf([{ name: 'a.xml', chunks: [text] }]);
    expect(await readText(zip, 'a.xml', {})).toBe(text);
  });
});
