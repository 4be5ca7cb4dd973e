import { VALIDATION_EXPORT_FILE_NAME } from '@leadline/contracts';
import { FileDownload } from '@mui/icons-material';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadInterruptedError, formatBytes, saveFile } from '../../shared/api/file-download';
import { useNotify } from '../../shared/notifications/notifications';
import type { OrderAccess } from '../../shared/session/order-access';
import type { ValidationForm } from './validation-filters';
import { fetchValidationExport } from './validation-queries';

/** Export of the applied filter as validation.xlsx (offset and limit dropped), with its progress. */
export function ValidationExportButton({ form, access }: { form: ValidationForm; access: OrderAccess }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const [received, setReceived] = useState<number | null>(null);

  const start = async () => {
    setReceived(0);
    try {
      const file = await fetchValidationExport(form, access, {
        language: i18n.language,
        signal: new AbortController().signal,
        onProgress: ({ receivedBytes }) => setReceived(receivedBytes),
      });
      saveFile(file, VALIDATION_EXPORT_FILE_NAME);
    } catch (error) {
      // A refusal was shown by the response handling; a file broken off midway is said here.
      if (error instanceof DownloadInterruptedError) notify('error', t('VALIDATION.EXPORT_FAILED'));
    } finally {
      setReceived(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      {received !== null ? (
        <Box sx={{ width: 200 }} data-testid="validation-export-progress">
          <LinearProgress />
          <Typography variant="caption" color="text.secondary">
            {t('VALIDATION.EXPORT_PROGRESS', { size: formatBytes(received) })}
          </Typography>
        </Box>
      ) : null}
      <Button
        variant="outlined"
        startIcon={<FileDownload />}
        onClick={start}
        disabled={received !== null}
        data-testid="validation-export"
      >
        {t('VALIDATION.EXPORT')}
      </Button>
    </Box>
  );
}
