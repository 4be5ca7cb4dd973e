import { LEAD_IMPORT_COLUMNS, LEAD_IMPORT_LIMITS, XLSX_CONTENT_TYPE } from '@leadline/contracts';
import { Download, UploadFile } from '@mui/icons-material';
import { Box, Button, Stack, Typography } from '@mui/material';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from './import-summary';

const MAX_MB = LEAD_IMPORT_LIMITS.maxBytes / (1024 * 1024);
const XLSX_ACCEPT = `.xlsx,${XLSX_CONTENT_TYPE}`;

/**
 * The .xlsx to import: choose (checked here for its type and size before anything is sent), the
 * limits and expected columns, and the template to start from.
 */
export function ImportFilePicker({
  file,
  onFileChange,
  onError,
  disabled,
  templateDisabled,
  onDownloadTemplate,
}: {
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** A refused file's message, or null to clear the previous one. */
  onError: (message: string | null) => void;
  disabled: boolean;
  templateDisabled: boolean;
  onDownloadTemplate: () => void;
}) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    onError(null);
    if (!chosen) return;
    if (!chosen.name.toLowerCase().endsWith('.xlsx')) {
      onFileChange(null);
      onError(t('LEAD_INTAKE.DIALOG.NOT_XLSX'));
    } else if (chosen.size > LEAD_IMPORT_LIMITS.maxBytes) {
      onFileChange(null);
      onError(t('LEAD_INTAKE.DIALOG.FILE_TOO_LARGE', { mb: MAX_MB }));
    } else onFileChange(chosen);
  };

  const columns = LEAD_IMPORT_COLUMNS.map(
    (column) => `${t(`LEAD_INTAKE.COLUMNS.${column.key}`)}${column.required ? '*' : ''}`,
  ).join(', ');

  return (
    <Box>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          startIcon={<UploadFile />}
          onClick={() => fileInput.current?.click()}
          disabled={disabled}
          data-testid="import-choose-file"
        >
          {file ? t('LEAD_INTAKE.DIALOG.CHANGE_FILE') : t('LEAD_INTAKE.DIALOG.CHOOSE_FILE')}
        </Button>
        <Typography
          variant="body2"
          color={file ? 'textPrimary' : 'textSecondary'}
          noWrap
          data-testid="import-file-name"
        >
          {file ? file.name : t('LEAD_INTAKE.DIALOG.NO_FILE')}
        </Typography>
        <input
          ref={fileInput}
          type="file"
          accept={XLSX_ACCEPT}
          hidden
          onChange={chooseFile}
          data-testid="import-file-input"
        />
      </Stack>
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1 }}>
        {t('LEAD_INTAKE.DIALOG.FILE_HINT', {
          mb: MAX_MB,
          rows: formatCount(LEAD_IMPORT_LIMITS.maxRows),
        })}
      </Typography>
      <Typography variant="caption" color="textSecondary" component="p">
        {t('LEAD_INTAKE.DIALOG.COLUMNS', { columns })}
      </Typography>
      <Button
        size="small"
        startIcon={<Download />}
        onClick={onDownloadTemplate}
        disabled={templateDisabled}
        sx={{ mt: 0.5, px: 0 }}
        data-testid="import-template"
      >
        {t('LEAD_INTAKE.DIALOG.DOWNLOAD_TEMPLATE')}
      </Button>
    </Box>
  );
}
