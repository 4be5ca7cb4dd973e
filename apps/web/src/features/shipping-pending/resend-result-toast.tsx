import type { ResendResult } from '@leadline/contracts';
import { useTranslation } from 'react-i18next';
import { ResultToastTable } from '../../shared/ui/result-toast-table';

/** The resend's answer as SPEC.md 8's toast table: So ID, Lead ID, Result ('true' Success, 'false' Failed). */
export function ResendResultToast({
  results,
  onClose,
}: {
  results: ResendResult[] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ResultToastTable
      rows={
        results?.map((row) => ({
          key: row.doId,
          id: row.soId,
          leadId: row.leadId,
          ok: row.result,
          message: row.message,
        })) ?? null
      }
      title={t('SHIPPING_PENDING.RESEND.RESULT_TITLE')}
      idLabel={t('SHIPPING_PENDING.COLUMN.SO_ID')}
      leadIdLabel={t('SHIPPING_PENDING.COLUMN.LEAD_ID')}
      testId="resend-result"
      onClose={onClose}
    />
  );
}
