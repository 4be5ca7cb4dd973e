import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * exceljs (4.4.0, pinned) reads the parts of a workbook well (shared strings, rich text, styles
 * for dates, formula results), but its streaming WorkbookReader takes the zip in its own hands:
 * it inflates with no limit and writes worksheets that come before the shared strings to temp
 * files. So we give its part parsers the entries ourselves, each through the guard, in the order
 * we choose. These are the WorkbookReader methods that `parse()` itself calls for each entry;
 * read-xlsx-upload.test.ts fails if an upgrade changes them.
 */
interface WorkbookReaderParts {
  sharedStrings?: unknown[];
  model?: { sheets?: { id: number; name: string; rId: string }[] };
  workbookRels?: { Id: string; Target: string; Type?: string }[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown, void, undefined>;
  _parseWorksheet(
    chunks: AsyncIterable<unknown>,
    sheetNo: string,
  ): Generator<{ eventType: string; value: ExcelJS.stream.xlsx.WorksheetReader }, void, undefined>;
}

export class WorkbookParts {
  private readonly reader: WorkbookReaderParts;

  constructor() {
    // styles 'cache': without the styles, dates come back as serial numbers (STACK.md).
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(undefined as unknown as string, {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'cache',
      entries: 'ignore',
    });
    this.reader = reader as unknown as WorkbookReaderParts;
    // A workbook without shared strings (numbers, inline strings) is still read.
    this.reader.sharedStrings = [];
  }

  /** xl/_rels/workbook.xml.rels: where the workbook's parts are. */
  relationships(entry: Readable): Promise<void> {
    return this.reader._parseRels(entry);
  }

  /** xl/workbook.xml, after the relationships: the path of the first sheet in workbook order. */
  async firstSheetPath(entry: Readable): Promise<string | null> {
    await this.reader._parseWorkbook(entry);
    const first = this.reader.model?.sheets?.[0];
    const target = this.reader.workbookRels?.find((rel) => rel.Id === first?.rId)?.Target;
    if (!target) return null;
    // Targets are relative to xl/ ("worksheets/sheet1.xml") or absolute ("/xl/worksheets/sheet1.xml").
    return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  }

  styles(entry: Readable): Promise<void> {
    return this.reader._parseStyles(entry);
  }

  async sharedStrings(entry: Readable): Promise<void> {
    for await (const _ of this.reader._parseSharedStrings(entry)) {
      // 'cache' keeps them on the reader; nothing is emitted.
    }
  }

  /** The rows of a sheet as exceljs Rows, parsed as the text chunks come. */
  worksheet(chunks: AsyncIterable<unknown>): AsyncIterable<ExcelJS.Row> {
    for (const { eventType, value } of this.reader._parseWorksheet(chunks, '1')) {
      if (eventType === 'worksheet') return value;
    }
    throw new Error('exceljs gave no worksheet reader');
  }
}
