import type { ShippingHistoryEntry } from '@leadline/contracts';
import { Chip, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/format';
import { PartnerText, usePartnerWords } from '../../shared/ui/partner-words';
import { type SmallColumn, SmallTable } from '../../shared/ui/small-table';
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
  const columns: SmallColumn<ShippingHistoryEntry>[] = [
    {
      id: 'at',
      label: t('SHIPPING.HISTORY.AT'),
      sx: { whiteSpace: 'nowrap' },
      render: (entry) => formatDateTime(entry.at, timeZone),
    },
    { id: 'what', label: t('SHIPPING.HISTORY.WHAT'), render: (entry) => actionName(entry.action) },
    {
      id: 'status',
      label: t('SHIPPING.COLUMN.STATUS'),
      render: (entry) => (entry.status ? <Chip size="small" label={entry.status.name} /> : '—'),
    },
    {
      id: 'who',
      label: t('SHIPPING.HISTORY.WHO'),
      render: (entry) =>
        entry.actor ??
        (entry.source === 'order' ? t('SHIPPING.HISTORY.SYSTEM') : words.partnerName(entry.partner)),
    },
    {
      id: 'detail',
      label: t('SHIPPING.HISTORY.DETAIL'),
      sx: { overflowWrap: 'anywhere' },
      render: (entry) => (
        <>
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
        </>
      ),
    },
  ];
  return (
    <SmallTable
      testId="shipping-history"
      columns={columns}
      rows={data}
      rowKey={(entry) =>
        `${entry.source}-${entry.at}-${entry.action}-${entry.status?.value ?? ''}-${entry.detail ?? ''}`
      }
    />
  );
}
