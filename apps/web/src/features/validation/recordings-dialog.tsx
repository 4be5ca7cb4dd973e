import type { ValidationRow } from '@leadline/contracts';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { LeadCallsList } from '../cdrs';

/**
 * The play-recording dialog (SPEC.md 2.5): the lead's calls (GET lead/{id}/cdr), newest first;
 * a call's play button opens the CDRs' player on its signed recording URL. The list and the
 * player are the CDR feature's, as on the edit screen's Calls tab.
 */
export function RecordingsDialog({
  order,
  timeZone,
  onClose,
}: {
  order: Pick<ValidationRow, 'leadId' | 'customerName' | 'phone'> | null;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ActionDialog
      open={order !== null}
      onClose={onClose}
      testId="recordings-dialog"
      title={order ? t('VALIDATION.RECORDINGS.TITLE', { leadId: order.leadId }) : ''}
      dividers
      contentSx={{ px: 1 }}
      cancel={{ label: t('COMMON.CLOSE'), testId: 'recordings-close' }}
    >
      {order ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
            {t('VALIDATION.RECORDINGS.TEXT', { customer: order.customerName, phone: order.phone })}
          </Typography>
          <LeadCallsList leadId={order.leadId} timeZone={timeZone} />
        </>
      ) : null}
    </ActionDialog>
  );
}
