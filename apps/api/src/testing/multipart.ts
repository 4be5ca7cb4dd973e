import { XLSX_CONTENT_TYPE } from '@leadline/contracts';

/**
 * A multipart/form-data body carrying one file in the field `file`, as the upload endpoints take
 * it (imports, statements, reconcile files), to spread into a request: `{ payload, headers }`. The file's own type is a spreadsheet's unless told:
 * a few tests send what a browser labels application/octet-stream.
 */
export function multipartFile(
  data: Buffer,
  file: { name?: string; type?: string } = {},
): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = '----leadlinetestupload';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? 'upload.xlsx'}"\r\nContent-Type: ${file.type ?? XLSX_CONTENT_TYPE}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
