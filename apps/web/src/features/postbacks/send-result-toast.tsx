import type { PostbackSendResult } from '@leadline/contracts';
import { useTranslation } from 'react-i18next';
import { ResultToastTable } from '../../shared/ui/result-toast-table';

/** The answer of a resend or a manual postback as SPEC.md 8's toast table (Success when delivered). */
export function SendResultToast({
  results,
  onClose,
}: {
  results: PostbackSendResult[] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ResultToastTable
      rows={
        results?.map((row) => ({
          key: row.id,
          id: row.id,
          leadId: row.leadId,
          ok: row.state === 'delivered',
          message: row.message,
        })) ?? null
      }
      title={t('POSTBACKS.RESEND.RESULT_TITLE')}
      idLabel={t('POSTBACKS.COLUMN.ID')}
      leadIdLabel={t('POSTBACKS.COLUMN.LEAD_ID')}
      testId="send-result"
      onClose={onClose}
    />
  );
}
