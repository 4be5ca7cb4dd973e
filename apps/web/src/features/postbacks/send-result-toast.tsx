import type { PostbackSendResult } from '@leadline/contracts';
import { resultToast } from '../../shared/ui/result-toast-table';

/** The answer of a resend or a manual postback as SPEC.md 8's toast table (Success when delivered). */
export const SendResultToast = resultToast<PostbackSendResult>({
  titleKey: 'POSTBACKS.RESEND.RESULT_TITLE',
  idLabelKey: 'POSTBACKS.COLUMN.ID',
  leadIdLabelKey: 'POSTBACKS.COLUMN.LEAD_ID',
  testId: 'send-result',
  rowOf: (row) => ({
    key: row.id,
    id: row.id,
    leadId: row.leadId,
    ok: row.state === 'delivered',
    message: row.message,
  }),
});
