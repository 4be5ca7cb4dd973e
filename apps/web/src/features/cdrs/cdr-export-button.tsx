import { CDR_EXPORT_FILE_NAME } from '@leadline/contracts';
import { FileDownload } from '@mui/icons-material';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadInterruptedError, formatBytes, saveFile } from '../../shared/api/file-download';
import { useNotify } from '../../shared/notifications/notifications';
import { type CdrForm, fetchCdrExport } from './cdr-queries';

/** Export of the current filter as cdrs.xlsx, with the bytes received while it streams in. */
export function CdrExportButton({ form }: { form: CdrForm }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const [received, setReceived] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setReceived(0);
    try {
      const file = await fetchCdrExport(form, {
        language: i18n.language,
        signal: controller.signal,
        onProgress: ({ receivedBytes }) => setReceived(receivedBytes),
      });
      saveFile(file, CDR_EXPORT_FILE_NAME);
    } catch (error) {
      if (error instanceof DownloadInterruptedError) notify('error', t('CDRS.EXPORT_FAILED'));
    } finally {
      running.current = null;
      setReceived(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      {received !== null ? (
        <Box sx={{ width: 220 }} data-testid="cdr-export-progress">
          <LinearProgress />
          <Typography variant="caption" color="text.secondary">
            {t('CDRS.EXPORT_PROGRESS', { size: formatBytes(received) })}
          </Typography>
        </Box>
      ) : null}
      <Button
        variant="outlined"
        startIcon={<FileDownload />}
        onClick={start}
        disabled={received !== null}
        data-testid="cdr-export"
      >
        {t('CDRS.EXPORT')}
      </Button>
    </Box>
  );
}
