import { Alert, DialogContentText, LinearProgress, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/http-client';
import { useNotify } from '../../shared/notifications/notifications';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { FileChooser } from '../../shared/ui/file-chooser';
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
    <ActionDialog
      open={open}
      onClose={onClose}
      busy={importer.isPending}
      testId="import-dialog"
      title={t('SHIPPING.IMPORT_DIALOG.TITLE')}
      cancel={{ label: t('SHIPPING.IMPORT_DIALOG.CLOSE') }}
      confirm={{
        label: t('SHIPPING.IMPORT_DIALOG.UPLOAD'),
        onClick: upload,
        disabled: !file,
        testId: 'import-upload',
      }}
    >
      <Stack spacing={2}>
        <DialogContentText variant="body2">{t('SHIPPING.IMPORT_DIALOG.TEXT')}</DialogContentText>
        <FileChooser
          chooseLabel={t('SHIPPING.IMPORT_DIALOG.CHOOSE')}
          fileName={file?.name ?? ''}
          onFile={(chosen) => {
            setFile(chosen);
            setError(null);
          }}
          disabled={importer.isPending}
          inputTestId="import-file"
          template={{ label: t('SHIPPING.ACTION.TEMPLATE'), onClick: () => void downloadImportTemplate() }}
        />
        {importer.isPending ? <LinearProgress /> : null}
        {error ? (
          <Alert severity="error" data-testid="import-error">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </ActionDialog>
  );
}
