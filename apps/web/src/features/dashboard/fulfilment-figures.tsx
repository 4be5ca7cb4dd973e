import { FULFILMENT_SUMMARY_DAYS, findRoute, mayCallEndpoint } from '@leadline/contracts';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';
import { useDoStatuses } from '../../shared/reference/use-reference-lists';
import { useSession } from '../../shared/session/session';

const SHIPPING_PATH = findRoute('orders.shipping')?.path ?? '/apps/orders/shipping';
const PENDING_PATH = findRoute('orders.shippingPending')?.path ?? '/apps/orders/shipping-pending';
const VALIDATION_PATH = findRoute('orders.validation')?.path ?? '/apps/orders/validation';

function Figure({ label, value, to, testId }: { label: string; value: number; to: string; testId: string }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      data-testid={testId}
      sx={{
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        color: 'text.primary',
        textDecoration: 'none',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      {/* A figure, not a section: drawn as h5 but a paragraph (the theme maps h5 to h2). */}
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid={`${testId}-value`}>
        {value.toLocaleString()}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/**
 * Where the org's orders stand between the sale and the customer (docs/dashboard.md), for the
 * validation and shipping roles: each figure opens the list it counts.
 */
export function FulfilmentFigures() {
  const { t } = useTranslation();
  const { access } = useSession();
  const allowed = mayCallEndpoint(CLIENT_ENDPOINTS.fulfilmentSummary, access?.roles ?? []);
  const summary = useEndpointQuery('fulfilmentSummary', {}, { enabled: allowed, localized: false });
  const statuses = useDoStatuses();
  if (!allowed || !summary.data) return null;
  const nameOf = (status: number) =>
    statuses.data?.find((entry) => entry.value === status)?.localizedName ?? String(status);
  const figures = summary.data;
  return (
    <Paper
      elevation={0}
      sx={{ p: 2.5, border: 1, borderColor: 'divider', mb: 3 }}
      data-testid="dashboard-fulfilment"
    >
      <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 2 }}>
        {t('DASHBOARD.FULFILMENT.TITLE')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, mb: 2 }}>
        <Figure
          label={t('DASHBOARD.FULFILMENT.PENDING_VALIDATION')}
          value={figures.pendingValidation}
          to={VALIDATION_PATH}
          testId="figure-pending-validation"
        />
        <Figure
          label={t('DASHBOARD.FULFILMENT.DELAYED_DELIVERY')}
          value={figures.delayedDelivery}
          to={VALIDATION_PATH}
          testId="figure-delayed-delivery"
        />
        <Figure
          label={t('DASHBOARD.FULFILMENT.PENDING_SHIPPING')}
          value={figures.pendingShipping}
          to={PENDING_PATH}
          testId="figure-pending-shipping"
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('DASHBOARD.FULFILMENT.PARCELS', { days: FULFILMENT_SUMMARY_DAYS })}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="figure-parcels">
        {figures.deliveryOrders.map((row) => (
          <Chip
            key={row.status}
            component={RouterLink}
            to={SHIPPING_PATH}
            clickable
            variant="outlined"
            label={`${nameOf(row.status)}: ${row.count.toLocaleString()}`}
          />
        ))}
      </Stack>
    </Paper>
  );
}
