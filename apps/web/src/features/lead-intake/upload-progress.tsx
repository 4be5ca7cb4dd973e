import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The upload's progress, then an indeterminate bar while the server checks and stores the rows. */
export function UploadProgress({ progress }: { progress: number }) {
  const { t } = useTranslation();
  const sent = progress >= 1;
  return (
    <Box data-testid="import-progress">
      <LinearProgress variant={sent ? 'indeterminate' : 'determinate'} value={Math.round(progress * 100)} />
      <Typography variant="caption" color="textSecondary">
        {sent
          ? t('LEAD_INTAKE.DIALOG.PROCESSING')
          : t('LEAD_INTAKE.DIALOG.UPLOADING', { percent: Math.round(progress * 100) })}
      </Typography>
    </Box>
  );
}
