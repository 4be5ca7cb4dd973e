import { PATHS, type ValidationDetail } from '@leadline/contracts';
import { ArrowBack } from '@mui/icons-material';
import { Alert, Box, Button, Paper, Skeleton } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../shared/format/format';
import { useOrderAccess } from '../../shared/session/order-access';
import { FactsCard } from '../../shared/ui/facts-card';
import { LabelledValue } from '../../shared/ui/labelled-value';
import { PageHeader } from '../../shared/ui/page-header';
import { RiskReasons } from './delivery-risk';
import { PaymentStateChip, ReadinessAlerts } from './order-readiness';
import { useValidationActions } from './use-validation-actions';
import { ValidationButtons, ValidationStatus } from './validation-action-buttons';
import { ValidationLines } from './validation-lines';
import { useValidationDetail } from './validation-queries';

/** SPEC.md 9: after a validation the user goes back to the list after 800 ms. */
export const REDIRECT_AFTER_VALIDATE_MS = 800;

function OrderFacts({ detail, timeZone }: { detail: ValidationDetail; timeZone: string }) {
  const { t } = useTranslation();
  const order = detail.order;
  return (
    <FactsCard
      title={order.customerName}
      chips={<ValidationStatus order={order} timeZone={timeZone} />}
      testId="validation-detail-order"
    >
      <LabelledValue label={t('VALIDATION.COLUMN.PHONE')}>{order.phone}</LabelledValue>
      <LabelledValue label={t('VALIDATION.COLUMN.LEAD_ID')}>{String(order.leadId)}</LabelledValue>
      <LabelledValue label={t('VALIDATION.COLUMN.STATUS')}>{order.status.name}</LabelledValue>
      <Box sx={{ gridColumn: { xs: 'auto', sm: '1 / -1' } }}>
        <LabelledValue label={t('VALIDATION.COLUMN.ADDRESS')}>{order.address}</LabelledValue>
      </Box>
      <LabelledValue label={t('VALIDATION.COLUMN.PAYMENT_METHOD')} testId="validation-detail-payment">
        {order.paymentMethod.name} <PaymentStateChip order={order} />
      </LabelledValue>
      <LabelledValue label={t('VALIDATION.COLUMN.AGENT')} testId="validation-detail-agent">
        {order.agent?.name}
      </LabelledValue>
      <LabelledValue label={t('VALIDATION.COLUMN.CAMPAIGN')}>{order.campaign?.name}</LabelledValue>
      <LabelledValue label={t('VALIDATION.COLUMN.CREATED_AT')}>
        {formatDateTime(order.createdAt, timeZone)}
      </LabelledValue>
      <LabelledValue label={t('VALIDATION.COLUMN.VALIDATED_BY')}>{order.validatedBy?.name}</LabelledValue>
      <LabelledValue label={t('VALIDATION.COLUMN.VALIDATED_AT')}>
        {formatDateTime(order.validatedAt, timeZone)}
      </LabelledValue>
    </FactsCard>
  );
}

/**
 * /apps/orders/validation/detail/{orderId} and /apps/orders/validation/{typeLead}/{leadId} (the
 * lead's newest order; SPEC.md 2.2): the order to validate with its lines, customer, payment and
 * seller, the list's actions and the recordings; after a validation 'Succeed!', then the list after
 * 800 ms (SPEC.md 2.4, 9).
 */
export default function ValidationDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const { timeZone } = useOrderAccess();
  const by =
    params.orderId !== undefined ? { soId: Number(params.orderId) } : { leadId: Number(params.leadId) };
  const valid = Object.values(by).every((id) => Number.isInteger(id) && id > 0);
  const detail = useValidationDetail(by, valid);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(redirect.current ?? undefined), []);
  const { actions, dialogs } = useValidationActions(timeZone, () => {
    redirect.current = setTimeout(() => navigate(PATHS.validation), REDIRECT_AFTER_VALIDATE_MS);
  });
  const data = detail.data;

  return (
    <Box data-testid="page-orders.validationDetail">
      <PageHeader
        title={
          data
            ? t('VALIDATION.DETAIL.TITLE', { soId: data.order.soId })
            : t('VALIDATION.DETAIL.TITLE_LOADING')
        }
        subject={
          data
            ? `${t('VALIDATION.DETAIL.TITLE', { soId: data.order.soId })} · ${data.order.customerName}`
            : undefined
        }
        subtitle={t('VALIDATION.DETAIL.SUBTITLE')}
        actions={
          <Button
            color="inherit"
            variant="outlined"
            startIcon={<ArrowBack />}
            onClick={() => navigate(PATHS.validation)}
            data-testid="validation-detail-back"
          >
            {t('VALIDATION.DETAIL.BACK')}
          </Button>
        }
      />
      {detail.isError || !valid ? (
        <Alert severity="warning" data-testid="validation-detail-missing">
          {t('VALIDATION.DETAIL.NOT_FOUND')}
        </Alert>
      ) : null}
      {detail.isLoading && valid ? <Skeleton variant="rounded" height={320} /> : null}
      {data ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Paper
            elevation={0}
            sx={{ p: 1.5, border: 1, borderColor: 'divider', display: 'flex', alignItems: 'center', gap: 2 }}
          >
            <ValidationButtons order={data.order} actions={actions} />
          </Paper>
          {data.order.isOutOfStock ? (
            <Alert severity="error" data-testid="validation-detail-out-of-stock">
              {t('VALIDATION.DETAIL.OUT_OF_STOCK_HINT')}
            </Alert>
          ) : null}
          <ReadinessAlerts order={data.order} />
          <RiskReasons risk={data.order.risk} />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' },
              alignItems: 'start',
            }}
          >
            <OrderFacts detail={data} timeZone={timeZone} />
            <ValidationLines detail={data} />
          </Box>
        </Box>
      ) : null}
      {dialogs}
    </Box>
  );
}
