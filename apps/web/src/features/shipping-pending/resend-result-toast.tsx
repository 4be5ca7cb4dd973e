import type { ResendResult } from '@leadline/contracts';
import { Close } from '@mui/icons-material';
import {
  Box,
  IconButton,
  Paper,
  Snackbar,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Success shows yellow, Failed red (SPEC.md 8 'Toast table'). */
const RESULT_COLOUR = { success: '#f9a825', failed: '#d32f2f' } as const;

/**
 * The resend's answer as SPEC.md 8's toast table: So ID, Lead ID, Result, 'true' shown as
 * Success and 'false' as Failed; the message of a row is its tooltip. Stays until closed: a
 * person reads which DOs failed.
 */
export function ResendResultToast({
  results,
  onClose,
}: {
  results: ResendResult[] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Snackbar
      open={results !== null}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: { xs: 64, sm: 72 } }}
    >
      <Paper
        elevation={8}
        sx={{ minWidth: 360, maxWidth: 560, maxHeight: '60vh', overflow: 'auto' }}
        data-testid="resend-result"
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1 }}>
          <Typography variant="subtitle2" sx={{ flex: 1 }}>
            {t('SHIPPING_PENDING.RESEND.RESULT_TITLE')}
          </Typography>
          <IconButton
            size="small"
            aria-label={t('COMMON.CLOSE')}
            onClick={onClose}
            data-testid="resend-result-close"
          >
            <Close fontSize="small" />
          </IconButton>
        </Box>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('SHIPPING_PENDING.COLUMN.SO_ID')}</TableCell>
              <TableCell>{t('SHIPPING_PENDING.COLUMN.LEAD_ID')}</TableCell>
              <TableCell>{t('SHIPPING_PENDING.COLUMN.RESULT')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(results ?? []).map((row) => (
              <TableRow key={row.doId} data-testid="resend-result-row">
                <TableCell>{row.soId ?? '—'}</TableCell>
                <TableCell>{row.leadId ?? '—'}</TableCell>
                <TableCell>
                  <Tooltip title={row.message}>
                    <Typography
                      variant="body2"
                      component="span"
                      sx={{
                        fontWeight: 600,
                        color: row.result ? RESULT_COLOUR.success : RESULT_COLOUR.failed,
                      }}
                    >
                      {row.result ? t('COMMON.SUCCESS') : t('COMMON.FAILED')}
                    </Typography>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Snackbar>
  );
}
