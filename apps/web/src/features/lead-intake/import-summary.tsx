import type { LeadImportResult } from '@leadline/contracts';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Counts of the import, grouped the same way in every language (1,000). */
export const formatCount = (value: number) => value.toLocaleString('en');

/** The import's counts (total, imported, duplicates, failed), and a hint when rows failed. */
export function ImportSummary({ result }: { result: LeadImportResult }) {
  const { t } = useTranslation();
  const rows: [string, number, string][] = [
    ['LEAD_INTAKE.DIALOG.TOTAL_ROWS', result.totalRows, 'import-total'],
    ['LEAD_INTAKE.DIALOG.IMPORTED_ROWS', result.importedRows, 'import-imported'],
    ['LEAD_INTAKE.DIALOG.DUPLICATE_ROWS', result.duplicateRows, 'import-duplicates'],
    ['LEAD_INTAKE.DIALOG.FAILED_ROWS', result.failedRows, 'import-failed'],
  ];
  return (
    <Stack spacing={2} sx={{ pt: 0.5 }} data-testid="import-result">
      <Alert severity={result.failedRows > 0 ? 'warning' : 'success'}>{t('LEAD_INTAKE.DIALOG.RESULT')}</Alert>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0 }}
      >
        {rows.map(([label, value, testId]) => (
          <Box key={testId} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="textSecondary">
              {t(label)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }} data-testid={testId}>
              {formatCount(value)}
            </Typography>
          </Box>
        ))}
      </Box>
      {result.failedRows > 0 ? (
        <Typography variant="body2" color="textSecondary">
          {t('LEAD_INTAKE.DIALOG.FAILED_HINT')}
        </Typography>
      ) : null}
    </Stack>
  );
}
