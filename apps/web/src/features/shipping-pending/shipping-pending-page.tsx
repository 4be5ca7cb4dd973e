import {
  type ResendResult,
  SHIPPING_PENDING_FILTER_STORAGE_KEY,
  type ShippingPendingRow,
} from '@leadline/contracts';
import { DeleteOutlined, Send } from '@mui/icons-material';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectionToolbar } from '../../shared/list/selection-toolbar';
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

/** The bar over the list: how many DOs are picked, Remove and Resend. */
function PendingToolbar({
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
    <SelectionToolbar
      testId="shipping-pending-toolbar"
      count={count}
      selectedText={t('SHIPPING_PENDING.SELECTED', { count })}
      hint={t('SHIPPING_PENDING.HINT')}
      clearLabel={t('SHIPPING_PENDING.CLEAR_SELECTION')}
      onClear={onClear}
    >
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
    </SelectionToolbar>
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
  const { form, paging, list, sort, filterProps } = useListScreen({
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
      <ShippingPendingFilterForm {...filterProps} />
      <ShippingPendingTable
        {...pagedTableProps(list, paging, form, sort)}
        timeZone={access.timeZone}
        selection={selection}
        toolbar={
          <PendingToolbar
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
