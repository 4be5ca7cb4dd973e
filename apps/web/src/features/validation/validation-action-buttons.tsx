import { SO_STATUS, SYNONYM_TYPE, VALIDATION_STATUS, type ValidationRow } from '@leadline/contracts';
import {
  CancelOutlined,
  CheckCircleOutlined,
  LocalShippingOutlined,
  PlayCircleOutlined,
  Schedule,
} from '@mui/icons-material';
import { alpha, Box, Button, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/format';
import { missingAddressText } from './order-readiness';
import type { ValidationActions } from './use-validation-actions';

interface Action {
  key: 'approve' | 'approve-later' | 'ship-before-payment' | 'cancel' | 'play';
  label: string;
  icon: ReactNode;
  color: 'success' | 'primary' | 'error' | 'warning';
  run: () => void;
  disabled: boolean;
  /** Why it is disabled, as its tooltip. */
  hint?: string;
}

function useActionList(order: ValidationRow, actions: ValidationActions): Action[] {
  const { t } = useTranslation();
  const pending = order.status.value === SO_STATUS.PENDING;
  // What keeps the order from shipping (docs/validation.md 'Ready to ship'): the server refuses
  // it, the buttons say why. Out of stock and the address first: no one may override those.
  const hardBlock = order.isOutOfStock
    ? t('VALIDATION.DETAIL.OUT_OF_STOCK_HINT')
    : order.missingAddress.length > 0
      ? `${t('VALIDATION.BLOCK.ADDRESS', { fields: missingAddressText(order, t) })}. ${t('VALIDATION.BLOCK.ADDRESS_HINT')}`
      : undefined;
  const awaiting = order.paymentState === 'awaiting_transfer';
  const blockHint = hardBlock ?? (awaiting ? t('VALIDATION.BLOCK.AWAITING_TRANSFER_HINT') : undefined);
  const busy = actions.busy;
  const shipBeforePayment: Action[] =
    pending && awaiting && !hardBlock && actions.canShipBeforePayment
      ? [
          {
            key: 'ship-before-payment',
            label: t('VALIDATION.SHIP_BEFORE_PAYMENT.ACTION'),
            icon: <LocalShippingOutlined fontSize="small" />,
            color: 'warning',
            run: () => actions.shipBeforePayment(order),
            disabled: busy,
          },
        ]
      : [];
  return [
    {
      key: 'approve',
      label: t('VALIDATION.APPROVE'),
      icon: <CheckCircleOutlined fontSize="small" />,
      color: 'success',
      run: () => actions.approve(order),
      disabled: !pending || blockHint !== undefined || busy,
      hint: pending ? blockHint : undefined,
    },
    {
      key: 'approve-later',
      label: t('VALIDATION.APPROVE_LATER'),
      icon: <Schedule fontSize="small" />,
      color: 'primary',
      run: () => actions.approveLater(order),
      disabled: !pending || blockHint !== undefined || busy,
      hint: pending ? blockHint : undefined,
    },
    ...shipBeforePayment,
    {
      key: 'cancel',
      label: t('VALIDATION.CANCEL'),
      icon: <CancelOutlined fontSize="small" />,
      color: 'error',
      run: () => actions.cancel(order),
      disabled: !pending || busy,
    },
    {
      key: 'play',
      label: t('VALIDATION.PLAY_RECORDING'),
      icon: <PlayCircleOutlined fontSize="small" />,
      color: 'primary',
      run: () => actions.play(order),
      disabled: false,
    },
  ];
}

/** The row's actions as icon buttons (the list); a click does not open the row. */
export function ValidationIconActions({
  order,
  actions,
}: {
  order: ValidationRow;
  actions: ValidationActions;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 0.25, flexWrap: 'nowrap' }}>
      {useActionList(order, actions).map((action) => (
        <Tooltip key={action.key} title={action.hint ?? action.label}>
          {/* A disabled button gives no events: the span carries its tooltip. */}
          <span>
            <IconButton
              size="small"
              color={action.color}
              aria-label={action.label}
              disabled={action.disabled}
              onClick={(event) => {
                event.stopPropagation();
                action.run();
              }}
              data-testid={`${action.key}-${order.soId}`}
            >
              {action.icon}
            </IconButton>
          </span>
        </Tooltip>
      ))}
    </Box>
  );
}

/** The same actions as labelled buttons (the detail pages). */
export function ValidationButtons({ order, actions }: { order: ValidationRow; actions: ValidationActions }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {useActionList(order, actions).map((action) => (
        <Tooltip key={action.key} title={action.hint ?? ''}>
          <span>
            <Button
              variant={action.key === 'approve' ? 'contained' : 'outlined'}
              color={action.color}
              startIcon={action.icon}
              disabled={action.disabled}
              onClick={action.run}
              data-testid={`detail-${action.key}`}
            >
              {action.label}
            </Button>
          </span>
        </Tooltip>
      ))}
    </Box>
  );
}

type Tone = 'success' | 'warning' | 'info' | 'error';

function toneOf(order: ValidationRow): Tone {
  const status = order.validationStatus;
  // No list 50 status: cancelled (its list 49 reason is shown).
  if (!status || status.typeId !== SYNONYM_TYPE.VALIDATION_PENDING) return 'error';
  if (status.value === VALIDATION_STATUS.APPROVED) return 'success';
  if (status.value === VALIDATION_STATUS.DELAYED_DELIVERY) return 'info';
  return 'warning';
}

/**
 * The validation status: list 50 (pending, approved, delayed) or, once cancelled, the list 49
 * reason; under it the delivery order's id, or when a delayed one will be made.
 */
export function ValidationStatus({ order, timeZone }: { order: ValidationRow; timeZone: string }) {
  const { t } = useTranslation();
  const tone = toneOf(order);
  const label = order.validationStatus?.name || order.status.name;
  return (
    <Box sx={{ minWidth: 0 }} data-testid="validation-status" data-status={order.validationStatus?.value}>
      <Chip
        size="small"
        label={label}
        title={label}
        sx={(theme) => ({
          height: 22,
          maxWidth: 170,
          fontWeight: 500,
          bgcolor: alpha(theme.palette[tone].main, theme.palette.mode === 'dark' ? 0.24 : 0.12),
          color: theme.palette.mode === 'dark' ? theme.palette[tone].light : theme.palette[tone].dark,
        })}
      />
      {order.deliveryOrderId !== null ? (
        <Typography variant="caption" color="text.secondary" component="div" data-testid="validation-do-id">
          {t('VALIDATION.COLUMN.DO_ID')} {order.deliveryOrderId}
        </Typography>
      ) : order.deliveryOrderDueAt ? (
        <Typography variant="caption" color="text.secondary" component="div" noWrap>
          {formatDateTime(order.deliveryOrderDueAt, timeZone)}
        </Typography>
      ) : null}
    </Box>
  );
}
