/** Lead import (SPEC.md 7.2): the button for the order list page, which opens its dialog. */

/** The file calls (multipart upload, file download) with SPEC.md 8's handling: other imports use them. */
export { downloadFile, failureMessage, uploadFile } from './file-transfer';
export { ImportLeadsButton } from './import-leads-button';
