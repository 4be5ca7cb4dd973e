import type { OrderDetail } from '@leadline/contracts';
import { Box, Divider, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatCount, formatDateTime } from '../../shared/format/format';
import { LeadStatusChip } from '../../shared/ui/status-chip';
import { useStatusOptions } from './status-section';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, py: 0.5 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary" sx={{ width: 130, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography component="div" variant="body2" sx={{ minWidth: 0, wordBreak: 'break-word' }}>
        {children || '—'}
      </Typography>
    </Box>
  );
}

/** What the agent reads before calling: status, campaign, offer, assignment, calls and the order. */
export function LeadSummary({ detail, timeZone }: { detail: OrderDetail; timeZone: string }) {
  const { t } = useTranslation();
  const statuses = useStatusOptions();
  const { leadData: lead, soData, doData } = detail;
  const statusName = statuses.find((status) => status.value === lead.status)?.label ?? String(lead.status);
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} data-testid="order-edit-summary">
      <Row label={t('ORDERS.COLUMN.LEAD_STATUS')}>
        <LeadStatusChip status={{ value: lead.status, name: statusName }} />
      </Row>
      <Row label={t('ORDERS.COLUMN.LEAD_ID')}>{lead.leadId}</Row>
      <Row label={t('ORDERS.COLUMN.CAMPAIGN')}>{lead.campaign?.name}</Row>
      <Row label={t('ORDERS.COLUMN.PRODUCT')}>{lead.prodName}</Row>
      <Row label={t('ORDERS.COLUMN.AGENT')}>{lead.agent?.name}</Row>
      <Row label={t('ORDERS.COLUMN.ASSIGNED_AT')}>{formatDateTime(lead.assignedAt, timeZone)}</Row>
      <Row label={t('ORDERS.COLUMN.CALL_ATTEMPTS')} testId="summary-call-attempts">
        {formatCount(lead.callAttempts)}
      </Row>
      <Row label={t('ORDERS.COLUMN.LAST_CALL_AT')}>{formatDateTime(lead.lastCallAt, timeZone)}</Row>
      <Row label={t('ORDERS.COLUMN.NEXT_CALLBACK_AT')}>{formatDateTime(lead.nextCallbackAt, timeZone)}</Row>
      {soData ? (
        <>
          <Divider sx={{ my: 1.5 }} />
          <Row label={t('ORDERS.COLUMN.SO_ID')}>{soData.id}</Row>
          <Row label={t('ORDERS.COLUMN.AMOUNT')}>{formatAmount(soData.amount, soData.currency)}</Row>
          <Row label={t('ORDERS.COLUMN.PAYMENT_METHOD')}>{soData.paymentMethod.name}</Row>
          <Row label={t('ORDERS.COLUMN.SO_STATUS')}>{t(`ORDERS.SO_STATUS.${soData.status}`)}</Row>
        </>
      ) : null}
      {doData ? (
        <>
          <Row label={t('ORDERS.COLUMN.DO_ID')}>{doData.deliveryOrderId}</Row>
          <Row label={t('ORDERS.COLUMN.DO_STATUS')}>{doData.currentStatusName}</Row>
        </>
      ) : null}
    </Paper>
  );
}
