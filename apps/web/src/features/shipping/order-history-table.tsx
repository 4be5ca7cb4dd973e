import {
  Chip,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/format';
import { PartnerText, usePartnerWords } from '../../shared/ui/partner-words';
import { useShippingHistory } from './shipping-queries';

/** The DO's history, newest first: the sale order's rows and the partner's reports. */
export function OrderHistoryTable({ doId, timeZone }: { doId: number | null; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const { data, isLoading } = useShippingHistory(doId);
  const words = usePartnerWords();
  if (isLoading) return <LinearProgress />;
  if (!data || data.length === 0)
    return <Typography color="text.secondary">{t('SHIPPING.DETAIL.NO_HISTORY')}</Typography>;
  const actionName = (action: string) => {
    const key = `SHIPPING.HISTORY.ACTION.${action}`;
    return i18n.exists(key) ? t(key) : action;
  };
  return (
    <Table size="small" data-testid="shipping-history">
      <TableHead>
        <TableRow>
          <TableCell>{t('SHIPPING.HISTORY.AT')}</TableCell>
          <TableCell>{t('SHIPPING.HISTORY.WHAT')}</TableCell>
          <TableCell>{t('SHIPPING.COLUMN.STATUS')}</TableCell>
          <TableCell>{t('SHIPPING.HISTORY.WHO')}</TableCell>
          <TableCell>{t('SHIPPING.HISTORY.DETAIL')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((entry) => (
          <TableRow
            key={`${entry.source}-${entry.at}-${entry.action}-${entry.status?.value ?? ''}-${entry.detail ?? ''}`}
          >
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at, timeZone)}</TableCell>
            <TableCell>{actionName(entry.action)}</TableCell>
            <TableCell>{entry.status ? <Chip size="small" label={entry.status.name} /> : '—'}</TableCell>
            <TableCell>
              {entry.actor ??
                (entry.source === 'order' ? t('SHIPPING.HISTORY.SYSTEM') : words.partnerName(entry.partner))}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              {[entry.trackingCode].filter(Boolean).join('')}
              {entry.trackingCode && entry.detail ? ' · ' : ''}
              {entry.detail ? (
                // A failed send's reason, or a partner's report: translated, the partner's words as the tooltip.
                <PartnerText
                  shown={
                    entry.action === 'do_send_failed'
                      ? words.failureWords(entry.detail)
                      : words.statusWords(entry.detail)
                  }
                  raw={entry.detail}
                />
              ) : null}
              {!entry.trackingCode && !entry.detail ? '—' : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
