import { FileDownload } from '@mui/icons-material';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadInterruptedError, type DownloadProgress, formatBytes, saveFile } from '../api/file-download';
import { useNotify } from '../notifications/notifications';

/** What an export asks of its file call (downloadFile's options). */
export interface ExportFetchOptions {
  language: string;
  signal: AbortSignal;
  onProgress(progress: DownloadProgress): void;
}

/**
 * A list's export of its filter as a spreadsheet: the button, disabled while the file streams in,
 * then saved under `fileName`. A refusal is shown by the response handling (SPEC.md 8); a file
 * broken off midway is said here with `failedText`. With `progress`, the bytes received so far
 * show beside it.
 */
export function ExportButton({
  label,
  testId,
  fileName,
  failedText,
  fetchFile,
  progress,
}: {
  label: string;
  testId: string;
  fileName: string;
  failedText: string;
  fetchFile: (options: ExportFetchOptions) => Promise<Blob>;
  progress?: { testId: string; width: number; text: (size: string) => string };
}) {
  const { i18n } = useTranslation();
  const notify = useNotify();
  const [received, setReceived] = useState<number | null>(null);

  const start = async () => {
    setReceived(0);
    try {
      const file = await fetchFile({
        language: i18n.language,
        signal: new AbortController().signal,
        onProgress: ({ receivedBytes }) => setReceived(receivedBytes),
      });
      saveFile(file, fileName);
    } catch (error) {
      if (error instanceof DownloadInterruptedError) notify('error', failedText);
    } finally {
      setReceived(null);
    }
  };

  const button = (
    <Button
      variant="outlined"
      startIcon={<FileDownload />}
      onClick={start}
      disabled={received !== null}
      data-testid={testId}
    >
      {label}
    </Button>
  );
  if (!progress) return button;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      {received !== null ? (
        <Box sx={{ width: progress.width }} data-testid={progress.testId}>
          <LinearProgress />
          <Typography variant="caption" color="text.secondary">
            {progress.text(formatBytes(received))}
          </Typography>
        </Box>
      ) : null}
      {button}
    </Box>
  );
}
