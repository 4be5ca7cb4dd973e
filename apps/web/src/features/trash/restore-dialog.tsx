import { RESTORE_NOTE_MAX, type TrashRow } from '@leadline/contracts';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../shared/notifications/notifications';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { useRestoreLead } from './trash-queries';

/**
 * Restore from trash (SPEC.md 4, 8): the reason is required; on success 'Succeed!', the dialog
 * closes and the lists reload. A refusal (a stale version, a lead already restored) shows the
 * server's message and keeps the dialog open.
 */
export function RestoreDialog({
  lead,
  onClose,
  onDone,
}: {
  lead: Pick<TrashRow, 'leadId' | 'customerName' | 'previousStatus' | 'version'> | null;
  onClose: () => void;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const restore = useRestoreLead();
  const confirm = (note: string) => {
    if (!lead) return;
    restore.mutate(
      { leadId: lead.leadId, version: lead.version, note },
      {
        onSuccess: () => {
          notify('success', t('COMMON.SUCCEED'));
          onClose();
          onDone?.();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={lead !== null}
      onClose={onClose}
      busy={restore.isPending}
      testId="restore-dialog"
      title={t('TRASH.RESTORE.TITLE', { leadId: lead?.leadId ?? '' })}
      text={t('TRASH.RESTORE.TEXT', {
        customer: lead?.customerName ?? '',
        status: lead?.previousStatus.name ?? '',
      })}
      reason={{
        label: t('TRASH.RESTORE.NOTE'),
        placeholder: t('TRASH.RESTORE.NOTE_PLACEHOLDER'),
        maxLength: RESTORE_NOTE_MAX,
        minRows: 3,
        errorText: t('TRASH.RESTORE.NOTE_REQUIRED'),
        testId: 'restore-note',
      }}
      cancel={{ label: t('TRASH.RESTORE.CANCEL') }}
      confirm={{ label: t('TRASH.RESTORE.CONFIRM'), testId: 'restore-confirm' }}
      onConfirm={confirm}
    />
  );
}
