import type { PostbackSendResult } from '@leadline/contracts';
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
 * The answer of a resend or a manual postback as SPEC.md 8's toast table: ID, Lead ID, Result
 * (Success when delivered); the row's message is its tooltip. Stays until closed.
 */
export function SendResultToast({
  results,
  onClose,
}: {
  results: PostbackSendResult[] | null;
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
        data-testid="send-result"
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1 }}>
          <Typography variant="subtitle2" sx={{ flex: 1 }}>
            {t('POSTBACKS.RESEND.RESULT_TITLE')}
          </Typography>
          <IconButton
            size="small"
            aria-label={t('COMMON.CLOSE')}
            onClick={onClose}
            data-testid="send-result-close"
          >
            <Close fontSize="small" />
          </IconButton>
        </Box>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('POSTBACKS.COLUMN.ID')}</TableCell>
              <TableCell>{t('POSTBACKS.COLUMN.LEAD_ID')}</TableCell>
              <TableCell>{t('SHIPPING_PENDING.COLUMN.RESULT')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(results ?? []).map((row) => {
              const ok = row.state === 'delivered';
              return (
                <TableRow key={row.id} data-testid="send-result-row">
                  <TableCell>{row.id}</TableCell>
                  <TableCell>{row.leadId ?? '—'}</TableCell>
                  <TableCell>
                    <Tooltip title={row.message}>
                      <Typography
                        variant="body2"
                        component="span"
                        sx={{ fontWeight: 600, color: ok ? RESULT_COLOUR.success : RESULT_COLOUR.failed }}
                      >
                        {ok ? t('COMMON.SUCCESS') : t('COMMON.FAILED')}
                      </Typography>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Paper>
    </Snackbar>
  );
}
