import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ZipFile } from 'yazl';

/**
 * Test support: .xlsx files written as streams, the sheet's XML generated chunk by chunk into a
 * deflating zip (yazl), so a test builds a 400 MB cell or 5,000,000 rows without holding them.
 */

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Leads" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Column letters of a 1-based column number. */
function columnName(column: number): string {
  let name = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

/** One row's XML: strings inline, numbers as numbers. */
export function rowXml(row: number, cells: (string | number | null)[]): string {
  const xml = cells
    .map((value, index) => {
      if (value === null) return '';
      const ref = `${columnName(index + 1)}${row}`;
      return typeof value === 'number'
        ? `<c r="${ref}"><v>${value}</v></c>`
        : `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`;
    })
    .join('');
  return `<row r="${row}">${xml}</row>`;
}

/** A zip (deflated at level 9, as a bomb is) of these entries, the sheet's chunks streamed. */
export function zipOf(entries: { name: string; chunks: Iterable<string | Buffer> }[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const entry of entries) {
    zip.addReadStream(Readable.from(entry.chunks, { objectMode: false }), entry.name, {
      compressionLevel: 9,
    });
  }
  zip.end();
  return buffer(zip.outputStream);
}

/** An .xlsx whose one sheet is these chunks of sheetData XML (rows), streamed. */
export function streamedXlsx(sheetRows: Iterable<string | Buffer>): Promise<Buffer> {
  function* sheet() {
    yield `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN_NS}"><sheetData>`;
    yield* sheetRows;
    yield '</sheetData></worksheet>';
  }
  return zipOf([
    { name: '[Content_Types].xml', chunks: [CONTENT_TYPES] },
    { name: '_rels/.rels', chunks: [ROOT_RELS] },
    { name: 'xl/workbook.xml', chunks: [WORKBOOK] },
    { name: 'xl/_rels/workbook.xml.rels', chunks: [WORKBOOK_RELS] },
    { name: 'xl/worksheets/sheet1.xml', chunks: sheet() },
  ]);
}

/**
 * A workbook whose first sheet in workbook order, "Second", is stored after "First" in the zip
 * and named by an absolute target: the reader must follow the workbook, not the zip.
 */
export function reorderedSheetsXlsx(): Promise<Buffer> {
  const workbook = WORKBOOK.replace(
    '<sheet name="Leads" sheetId="1" r:id="rId1"/>',
    '<sheet name="Second" sheetId="2" r:id="rId2"/><sheet name="First" sheetId="1" r:id="rId1"/>',
  );
  const rels = WORKBOOK_RELS.replace(
    '</Relationships>',
    `<Relationship Id="rId2" Type="${REL_NS}/worksheet" Target="/xl/worksheets/sheet2.xml"/></Relationships>`,
  );
  const sheet = (text: string) =>
    `<worksheet xmlns="${MAIN_NS}"><sheetData>${rowXml(1, ['Name'])}${rowXml(2, [text])}</sheetData></worksheet>`;
  return zipOf([
    { name: '[Content_Types].xml', chunks: [CONTENT_TYPES] },
    { name: '_rels/.rels', chunks: [ROOT_RELS] },
    { name: 'xl/workbook.xml', chunks: [workbook] },
    { name: 'xl/_rels/workbook.xml.rels', chunks: [rels] },
    { name: 'xl/worksheets/sheet1.xml', chunks: [sheet('from the first sheet in the zip')] },
    { name: 'xl/worksheets/sheet2.xml', chunks: [sheet('from the first sheet of the workbook')] },
  ]);
}

/** A Name/Phone header, then `rows` leads, generated a batch at a time. */
export function manyRowsXlsx(rows: number): Promise<Buffer> {
  function* chunks() {
    yield rowXml(1, ['Name', 'Phone']);
    const batch = 10_000;
    for (let start = 2; start <= rows + 1; start += batch) {
      let xml = '';
      for (let row = start; row < Math.min(start + batch, rows + 2); row += 1) {
        xml += `<row r="${row}"><c r="A${row}" t="inlineStr"><is><t>L${row}</t></is></c><c r="B${row}"><v>${912_000_000 + row}</v></c></row>`;
      }
      yield xml;
    }
  }
  return streamedXlsx(chunks());
}

/** A Name/Phone header and one lead whose name is `megabytes` MiB of one letter. */
export function giantCellXlsx(megabytes: number): Promise<Buffer> {
  const mebibyte = Buffer.alloc(1024 * 1024, 'A');
  function* chunks() {
    yield rowXml(1, ['Name', 'Phone']);
    yield '<row r="2"><c r="A2" t="inlineStr"><is><t>';
    for (let index = 0; index < megabytes; index += 1) yield mebibyte;
    yield '</t></is></c><c r="B2"><v>912345678</v></c></row>';
  }
  return streamedXlsx(chunks());
}

/**
 * A Name/Phone header and `count` copies of one row's XML, the way a row bomb is made: the
 * default row (no `r`, which is optional) takes 48 bytes, so 5,000,000 rows are 229 MiB of XML.
 */
export function repeatedRowsXlsx(
  count: number,
  row = '<row><c t="inlineStr"><is><t>x</t></is></c></row>',
): Promise<Buffer> {
  const perChunk = 20_000;
  const chunk = Buffer.from(row.repeat(perChunk));
  function* chunks() {
    yield rowXml(1, ['Name', 'Phone']);
    for (let done = 0; done < count; done += perChunk) {
      yield count - done >= perChunk ? chunk : Buffer.from(row.repeat(count - done));
    }
  }
  return streamedXlsx(chunks());
}

/**
 * The zip with the central directory's inflated size of `name` replaced: a file that declares
 * less than it holds (the directory is at the end; yazl writes no comment).
 */
export function withDeclaredSize(zip: Buffer, name: string, size: number): Buffer {
  const copy = Buffer.from(zip);
  const eocd = copy.length - 22;
  const count = copy.readUInt16LE(eocd + 10);
  let at = copy.readUInt32LE(eocd + 16);
  for (let index = 0; index < count; index += 1) {
    const nameLength = copy.readUInt16LE(at + 28);
    const entryName = copy.toString('utf8', at + 46, at + 46 + nameLength);
    if (entryName === name) copy.writeUInt32LE(size, at + 24);
    at += 46 + nameLength + copy.readUInt16LE(at + 30) + copy.readUInt16LE(at + 32);
  }
  return copy;
}
