import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

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
    <Dialog open={open} onClose={onCancel} data-testid="drop-lines-dialog" maxWidth="xs" fullWidth>
      <DialogTitle>{t('ORDER_EDIT.DROP_LINES.TITLE')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('ORDER_EDIT.DROP_LINES.TEXT', { count })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} data-testid="drop-lines-cancel">
          {t('ORDER_EDIT.DROP_LINES.KEEP')}
        </Button>
        <Button variant="contained" color="warning" onClick={onConfirm} data-testid="drop-lines-confirm">
          {t('ORDER_EDIT.DROP_LINES.SAVE_WITHOUT')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
