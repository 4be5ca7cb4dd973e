import { mayCallEndpoint, type ShippingRow } from '@leadline/contracts';
import { UploadFile } from '@mui/icons-material';
import { Box, Button, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { pagedTableProps, useListScreen } from '../../shared/list/use-list-screen';
import { useOrderAccess } from '../../shared/session/order-access';
import { useSession } from '../../shared/session/session';
import { PageHeader } from '../../shared/ui/page-header';
import { CancelDialog } from './cancel-dialog';
import { DhlStatusDialog } from './dhl-status-dialog';
import { ImportDialog } from './import-dialog';
import { OrderDetailDialog } from './order-detail-dialog';
import { ShippingExportButton } from './shipping-export-button';
import { ShippingFilterForm } from './shipping-filter-form';
import {
  EMPTY_SHIPPING_FORM,
  parseShippingForm,
  SHIPPING_BODY,
  type ShippingListKind,
  shippingStorageKey,
  toShippingFilter,
} from './shipping-filters';
import { useShippingList } from './shipping-queries';
import { ShippingTable } from './shipping-table';

const SCREEN: Record<ShippingListKind, { route: string; title: string }> = {
  ALL: { route: 'orders.shipping', title: 'NAV.SHIPPING' },
  DHL: { route: 'orders.shippingDhl', title: 'NAV.SHIPPING_DHL' },
  KERRY: { route: 'orders.shippingKerry', title: 'NAV.SHIPPING_KERRY' },
  SAP: { route: 'orders.shippingSap', title: 'NAV.SHIPPING_SAP' },
};

/**
 * The shipping lists (SPEC.md 2.1, 4, 7.5), one component for the four screens: every partner
 * (with a partner filter) or one fixed. A row opens the order detail; cancel, DHL's change of
 * status and the import each say 'Succeed!' (or the server's message) and reload the list.
 */
function ShippingScreen({ kind }: { kind: ShippingListKind }) {
  const { t } = useTranslation();
  const access = useOrderAccess();
  const { access: session } = useSession();
  const roles = session?.roles ?? [];
  const may = (endpoint: keyof typeof CLIENT_ENDPOINTS) => mayCallEndpoint(CLIENT_ENDPOINTS[endpoint], roles);
  const [opened, setOpened] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<number | null>(null);
  const [changing, setChanging] = useState<ShippingRow | null>(null);
  const [importing, setImporting] = useState(false);
  const { form, paging, list, sort, filterProps } = useListScreen({
    storageKey: shippingStorageKey(kind),
    parse: parseShippingForm,
    empty: EMPTY_SHIPPING_FORM,
    toBody: SHIPPING_BODY[kind],
    access,
    load: useShippingList,
  });
  const exportFilter = useMemo(() => toShippingFilter(kind, form, access), [kind, form, access]);
  const canCancel = may('shippingCancel');

  return (
    <Box data-testid={`page-${SCREEN[kind].route}`}>
      <PageHeader
        title={t(SCREEN[kind].title)}
        subtitle={t(`SHIPPING.SUBTITLE.${kind}`)}
        actions={
          <Stack direction="row" spacing={1}>
            {may('shippingImport') ? (
              <Button
                variant="outlined"
                startIcon={<UploadFile />}
                onClick={() => setImporting(true)}
                data-testid="shipping-import"
              >
                {t('SHIPPING.ACTION.IMPORT')}
              </Button>
            ) : null}
            {may('shippingExport') ? <ShippingExportButton filter={exportFilter} /> : null}
          </Stack>
        }
      />
      <ShippingFilterForm {...filterProps} kind={kind} />
      <ShippingTable
        {...pagedTableProps(list, paging, form, sort)}
        timeZone={access.timeZone}
        showPartner={kind === 'ALL'}
        actions={{
          onCancel: canCancel ? (row) => setCancelling(row.doId) : undefined,
          onChangeStatus: kind === 'DHL' && may('shippingDhlStatus') ? setChanging : undefined,
        }}
        onOpen={(row) => setOpened(row.doId)}
      />
      <OrderDetailDialog
        doId={opened}
        timeZone={access.timeZone}
        onClose={() => setOpened(null)}
        onCancel={canCancel ? setCancelling : undefined}
      />
      <CancelDialog doId={cancelling} onClose={() => setCancelling(null)} />
      <DhlStatusDialog row={changing} onClose={() => setChanging(null)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </Box>
  );
}

export default function ShippingPage() {
  return <ShippingScreen kind="ALL" />;
}
export const ShippingDhlPage = () => <ShippingScreen kind="DHL" />;
export const ShippingKerryPage = () => <ShippingScreen kind="KERRY" />;
export const ShippingSapPage = () => <ShippingScreen kind="SAP" />;
