import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/http-client';
import { useNotify } from '../../shared/notifications/notifications';
import { downloadImportTemplate, useImportDeliveryOrders } from './shipping-queries';

/**
 * Import DO (SPEC.md 7.5): an .xlsx of DO ids and tracking codes. The server's message is shown
 * (SPEC.md 8): on success as a toast (the list reloads), a refusal in the dialog with its row.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const importer = useImportDeliveryOrders();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setFile(null);
      setError(null);
    }
  }, [open]);
  const upload = () => {
    if (!file) return;
    setError(null);
    importer.mutate(file, {
      onSuccess: (envelope) => {
        notify('success', envelope.message);
        onClose();
      },
      onError: (failure) => {
        const message = failure instanceof ApiError ? failure.envelope?.message : undefined;
        setError(message && message.length >= 4 ? message : t('ERRORS.SOMETHING_WENT_ERROR'));
      },
    });
  };
  return (
    <Dialog
      open={open}
      onClose={importer.isPending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      data-testid="import-dialog"
    >
      <DialogTitle>{t('SHIPPING.IMPORT_DIALOG.TITLE')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText variant="body2">{t('SHIPPING.IMPORT_DIALOG.TEXT')}</DialogContentText>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button variant="outlined" component="label" disabled={importer.isPending}>
              {t('SHIPPING.IMPORT_DIALOG.CHOOSE')}
              <input
                hidden
                type="file"
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                data-testid="import-file"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setError(null);
                }}
              />
            </Button>
            <Typography variant="body2" color="text.secondary" noWrap>
              {file?.name ?? ''}
            </Typography>
          </Stack>
          <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => void downloadImportTemplate()}>
            {t('SHIPPING.ACTION.TEMPLATE')}
          </Button>
          {importer.isPending ? <LinearProgress /> : null}
          {error ? (
            <Alert severity="error" data-testid="import-error">
              {error}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={importer.isPending}>
          {t('SHIPPING.IMPORT_DIALOG.CLOSE')}
        </Button>
        <Button
          variant="contained"
          onClick={upload}
          disabled={!file || importer.isPending}
          data-testid="import-upload"
        >
          {t('SHIPPING.IMPORT_DIALOG.UPLOAD')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
