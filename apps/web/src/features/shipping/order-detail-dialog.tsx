import type { ShippingOrderDetail } from '@leadline/contracts';
import { Box, Button, LinearProgress, Tab, Tabs, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '../../shared/format/format';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { LabelledValue } from '../../shared/ui/labelled-value';
import { PartnerText, usePartnerWords } from '../../shared/ui/partner-words';
import { DoStatusChip } from '../../shared/ui/status-chip';
import { OrderHistoryTable } from './order-history-table';
import { ShippingItemsTable } from './shipping-items-table';
import { useShippingDetail } from './shipping-queries';

const GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' },
  gap: 2,
  mb: 3,
} as const;

function OrderSection({ detail, timeZone }: { detail: ShippingOrderDetail; timeZone: string }) {
  const { t } = useTranslation();
  const words = usePartnerWords();
  const { leadData: lead, doData: order } = detail;
  const col = (key: string) => t(`SHIPPING.COLUMN.${key}`);
  const d = (key: string) => t(`SHIPPING.DETAIL.${key}`);
  return (
    <Box data-testid="shipping-detail-order">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {d('LEAD')}
      </Typography>
      <Box sx={GRID}>
        <LabelledValue label={col('LEAD_ID')}>{lead.leadId}</LabelledValue>
        <LabelledValue label={col('CUSTOMER')}>{lead.customerName}</LabelledValue>
        <LabelledValue label={col('PHONE')}>{lead.phone}</LabelledValue>
        <LabelledValue label={col('ADDRESS')}>{lead.address || null}</LabelledValue>
        <LabelledValue label={d('CAMPAIGN')}>{lead.campaign}</LabelledValue>
        <LabelledValue label={d('OFFER')}>{lead.prodName}</LabelledValue>
      </Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {d('DELIVERY')}
      </Typography>
      <Box sx={GRID}>
        <LabelledValue label={col('STATUS')}>
          <DoStatusChip name={order.status.name} />
        </LabelledValue>
        <LabelledValue label={col('PARTNER')}>{t(`SHIPPING.PARTNER.${order.partner}`)}</LabelledValue>
        <LabelledValue label={col('TRACKING_CODE')}>{order.trackingCode}</LabelledValue>
        <LabelledValue label={col('SO_ID')}>{order.soId}</LabelledValue>
        <LabelledValue label={col('COD_AMOUNT')}>
          {formatAmount(order.codAmount, order.currency)}
        </LabelledValue>
        <LabelledValue label={col('AMOUNT')}>{formatAmount(order.amount, order.currency)}</LabelledValue>
        <LabelledValue label={d('PAYMENT_METHOD')}>{order.paymentMethod}</LabelledValue>
        <LabelledValue label={d('WAREHOUSE')}>{order.warehouse}</LabelledValue>
        <LabelledValue label={d('SENT_VIA')}>
          {order.sentVia === 'import'
            ? t('LOGISTICS.STATUS_WORD.imported')
            : order.sentVia
              ? words.partnerName(order.sentVia)
              : null}
        </LabelledValue>
        <LabelledValue label={col('CREATED_AT')}>{formatDateTime(order.createdAt, timeZone)}</LabelledValue>
        <LabelledValue label={col('SENT_AT')}>
          {order.sentAt ? formatDateTime(order.sentAt, timeZone) : null}
        </LabelledValue>
        <LabelledValue label={d('SEND_ATTEMPTS')}>{order.sendAttempts}</LabelledValue>
        <LabelledValue label={d('PARTNER_REFERENCE')}>{order.partnerReference}</LabelledValue>
        <LabelledValue label={col('LAST_SEND_ERROR')}>
          {order.lastSendError ? (
            <PartnerText shown={words.failureWords(order.lastSendError)} raw={order.lastSendError} />
          ) : null}
        </LabelledValue>
      </Box>
    </Box>
  );
}

/**
 * A delivery order's detail (SPEC.md 7.5): the order (leadData, doData), its history and its
 * shipping items with their total, as three tabs; Cancel DO when it may still be cancelled.
 */
export function OrderDetailDialog({
  doId,
  timeZone,
  onClose,
  onCancel,
}: {
  doId: number | null;
  timeZone: string;
  onClose: () => void;
  onCancel?: (doId: number) => void;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState(0);
  const detail = useShippingDetail(doId);
  useEffect(() => {
    if (doId !== null) setTab(0);
  }, [doId]);
  const cancellable = detail.data?.doData.cancellable === true;

  return (
    <ActionDialog
      open={doId !== null}
      onClose={onClose}
      maxWidth="md"
      testId="shipping-detail"
      title={t('SHIPPING.DETAIL.TITLE', { doId: doId ?? '' })}
      header={
        <Tabs value={tab} onChange={(_, value: number) => setTab(value)} sx={{ px: 3 }}>
          <Tab label={t('SHIPPING.DETAIL.TAB_ORDER')} data-testid="tab-order" />
          <Tab label={t('SHIPPING.DETAIL.TAB_HISTORY')} data-testid="tab-history" />
          <Tab label={t('SHIPPING.DETAIL.TAB_ITEMS')} data-testid="tab-items" />
        </Tabs>
      }
      dividers
      contentSx={{ minHeight: 320 }}
      extraActions={
        onCancel && cancellable && doId !== null ? (
          <Button color="error" onClick={() => onCancel(doId)} data-testid="detail-cancel">
            {t('SHIPPING.ACTION.CANCEL')}
          </Button>
        ) : null
      }
      cancel={{ label: t('SHIPPING.STATUS_DIALOG.CLOSE') }}
    >
      {detail.isLoading ? <LinearProgress /> : null}
      {tab === 0 && detail.data ? <OrderSection detail={detail.data} timeZone={timeZone} /> : null}
      {tab === 1 ? <OrderHistoryTable doId={doId} timeZone={timeZone} /> : null}
      {tab === 2 ? <ShippingItemsTable doId={doId} /> : null}
    </ActionDialog>
  );
}
