/** The guarded reader of uploaded .xlsx files (docs/uploads.md): every upload goes through it. */
export { cellText, headerKey } from './cell-text.js';
export { XLSX_UPLOAD_LIMITS, type XlsxUploadLimits } from './limits.js';
export { readXlsxUpload, type XlsxReadOptions } from './read-xlsx-upload.js';
export { type RefusalText, type RefusalTexts, refusalText, type XlsxRefusal } from './refusal.js';
export type { XlsxRow } from './sheet-reader.js';
export { readTableUpload, spacedWords, type TableUploadRefusal, templateColumn } from './table-upload.js';
export type { XlsxReadResult } from './worker-protocol.js';
