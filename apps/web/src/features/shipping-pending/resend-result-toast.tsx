import type { ResendResult } from '@leadline/contracts';
import { resultToast } from '../../shared/ui/result-toast-table';

/** The resend's answer as SPEC.md 8's toast table: So ID, Lead ID, Result ('true' Success, 'false' Failed). */
export const ResendResultToast = resultToast<ResendResult>({
  titleKey: 'SHIPPING_PENDING.RESEND.RESULT_TITLE',
  idLabelKey: 'SHIPPING_PENDING.COLUMN.SO_ID',
  leadIdLabelKey: 'SHIPPING_PENDING.COLUMN.LEAD_ID',
  testId: 'resend-result',
  rowOf: (row) => ({ key: row.doId, id: row.soId, leadId: row.leadId, ok: row.result, message: row.message }),
});
