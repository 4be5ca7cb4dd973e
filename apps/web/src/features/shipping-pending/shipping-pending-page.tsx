import {
  type ResendResult,
  SHIPPING_PENDING_FILTER_STORAGE_KEY,
  type ShippingPendingRow,
} from '@leadline/contracts';
import { DeleteOutlined, Send } from '@mui/icons-material';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagedTableProps, useListScreen } from '../../shared/list/use-list-screen';
import { useRowSelection } from '../../shared/list/use-row-selection';
import { useOrderAccess } from '../../shared/session/order-access';
import { PageHeader } from '../../shared/ui/page-header';
import { RemoveDialog } from './remove-dialog';
import { ResendDialog } from './resend-dialog';
import { ResendResultToast } from './resend-result-toast';
import { ShippingPendingExportButton } from './shipping-pending-export-button';
import { ShippingPendingFilterForm } from './shipping-pending-filter-form';
import {
  EMPTY_SHIPPING_PENDING_FORM,
  parseShippingPendingForm,
  toShippingPendingBody,
} from './shipping-pending-filters';
import { useShippingPendingList } from './shipping-pending-queries';
import { ShippingPendingTable } from './shipping-pending-table';

function SelectionToolbar({
  count,
  onResend,
  onRemove,
  onClear,
}: {
  count: number;
  onResend: () => void;
  onRemove: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        minHeight: 52,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: count > 0 ? 'action.selected' : undefined,
      }}
      data-testid="shipping-pending-toolbar"
    >
      <Typography variant="body2" sx={{ flex: 1, fontWeight: count > 0 ? 600 : 400 }} color="text.secondary">
        {count > 0 ? t('SHIPPING_PENDING.SELECTED', { count }) : t('SHIPPING_PENDING.HINT')}
      </Typography>
      {count > 0 ? (
        <Button size="small" color="inherit" onClick={onClear}>
          {t('SHIPPING_PENDING.CLEAR_SELECTION')}
        </Button>
      ) : null}
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<DeleteOutlined />}
        disabled={count === 0}
        onClick={onRemove}
        data-testid="remove-open"
      >
        {t('SHIPPING_PENDING.REMOVE.BUTTON')}
      </Button>
      <Button
        size="small"
        variant="contained"
        startIcon={<Send />}
        disabled={count === 0}
        onClick={onResend}
        data-testid="resend-open"
      >
        {t('SHIPPING_PENDING.RESEND.BUTTON')}
      </Button>
    </Box>
  );
}

/**
 * Pending shipping (SPEC.md 2.1, 7.5, 8): DOs the partner did not accept, with the reason; select
 * them, resend (partner and warehouse from listFfm; the result as the toast table) or remove
 * them ('Succeed!' or 'Failed'); both reload the list. Export of the filter.
 */
export default function ShippingPendingPage() {
  const { t } = useTranslation();
  const access = useOrderAccess();
  // The selected DOs (kept across pages until an action or a clear).
  const { rows, selection, clear } = useRowSelection<ShippingPendingRow>((row) => row.doId);
  const [resending, setResending] = useState<number[] | null>(null);
  const [removing, setRemoving] = useState<number[] | null>(null);
  const [results, setResults] = useState<ResendResult[] | null>(null);
  const { form, paging, list, search, reset, sort } = useListScreen({
    storageKey: SHIPPING_PENDING_FILTER_STORAGE_KEY,
    parse: parseShippingPendingForm,
    empty: EMPTY_SHIPPING_PENDING_FORM,
    toBody: toShippingPendingBody,
    access,
    load: useShippingPendingList,
  });
  const ids = rows.map((row) => row.doId);

  return (
    <Box data-testid="page-orders.shippingPending">
      <PageHeader
        title={t('NAV.SHIPPING_PENDING')}
        subtitle={t('SHIPPING_PENDING.SUBTITLE')}
        actions={<ShippingPendingExportButton form={form} access={access} />}
      />
      <ShippingPendingFilterForm
        initial={form}
        empty={EMPTY_SHIPPING_PENDING_FORM}
        access={access}
        onSearch={search}
        onReset={reset}
      />
      <ShippingPendingTable
        {...pagedTableProps(list, paging, form, sort)}
        timeZone={access.timeZone}
        selection={selection}
        toolbar={
          <SelectionToolbar
            count={rows.length}
            onResend={() => setResending(ids)}
            onRemove={() => setRemoving(ids)}
            onClear={clear}
          />
        }
      />
      <ResendDialog
        doIds={resending}
        orgId={access.hq ? rows[0]?.orgId : undefined}
        onClose={() => setResending(null)}
        onDone={(answer) => {
          clear();
          setResults(answer);
        }}
      />
      <RemoveDialog doIds={removing} onClose={() => setRemoving(null)} onDone={clear} />
      <ResendResultToast results={results} onClose={() => setResults(null)} />
    </Box>
  );
}
