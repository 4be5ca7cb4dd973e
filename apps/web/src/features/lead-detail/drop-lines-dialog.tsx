import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';

/**
 * Asked before a save that would leave the order's lines behind (docs/decisions.md): lines are an
 * order only with the status Approved, so the agent chooses to go back or save the lead without
 * them.
 */
export function DropLinesDialog({
  open,
  count,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  count: number;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      onClose={onCancel}
      maxWidth="xs"
      testId="drop-lines-dialog"
      title={t('ORDER_EDIT.DROP_LINES.TITLE')}
      text={t('ORDER_EDIT.DROP_LINES.TEXT', { count })}
      cancel={{ label: t('ORDER_EDIT.DROP_LINES.KEEP'), testId: 'drop-lines-cancel' }}
      confirm={{
        label: t('ORDER_EDIT.DROP_LINES.SAVE_WITHOUT'),
        color: 'warning',
        testId: 'drop-lines-confirm',
      }}
      onConfirm={() => onConfirm()}
    />
  );
}
