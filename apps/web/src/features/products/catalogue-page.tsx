import { CATALOGUE_FILTER_STORAGE_KEYS, type ManagedProduct, mayCallEndpoint } from '@leadline/contracts';
import { Add } from '@mui/icons-material';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { pagedTableProps, useListScreen } from '../../shared/list/use-list-screen';
import { useOrderAccess } from '../../shared/session/order-access';
import { useSession } from '../../shared/session/session';
import { PageHeader } from '../../shared/ui/page-header';
import { ProductFilterForm } from './catalogue-filter-form';
import { EMPTY_PRODUCT_FORM, parseProductForm, toComboBody, toProductBody } from './catalogue-filters';
import { ProductFormDialog } from './product-form-dialog';
import { ProductTable } from './product-table';
import { ProductViewDialog } from './product-view-dialog';
import { useProductManagementList } from './products-queries';
import { StockDialog } from './stock-dialog';
import { TrashDialogs, useRestoreAction } from './trash-dialogs';

type Dialog =
  | { kind: 'form'; product: ManagedProduct | null }
  | { kind: 'view' | 'stock' | 'trash'; product: ManagedProduct }
  | null;

/**
 * Product management and the combo screen (SPEC.md 2.1, 2.5): the catalogue filtered and paged
 * on the server, with the new, edit, view, stock, trash and warning dialogs. `combos` narrows it
 * to combos and makes New a combo.
 */
export function CataloguePage({ combos }: { combos: boolean }) {
  const { t } = useTranslation();
  const access = useOrderAccess();
  const { access: session } = useSession();
  const roles = session?.roles ?? [];
  const canWrite = mayCallEndpoint(CLIENT_ENDPOINTS.productCreate, roles);
  const [dialog, setDialog] = useState<Dialog>(null);
  const restore = useRestoreAction();
  const { form, paging, list, sort, filterProps } = useListScreen({
    storageKey: combos ? CATALOGUE_FILTER_STORAGE_KEYS.combos : CATALOGUE_FILTER_STORAGE_KEYS.products,
    parse: parseProductForm,
    empty: EMPTY_PRODUCT_FORM,
    toBody: combos ? toComboBody : toProductBody,
    access,
    load: useProductManagementList,
  });
  const close = () => setDialog(null);
  const routeKey = combos ? 'products.combo' : 'products.management';

  return (
    <Box data-testid={`page-${routeKey}`}>
      <PageHeader
        title={t(combos ? 'NAV.COMBO' : 'NAV.PRODUCT_MANAGEMENT')}
        subtitle={t(combos ? 'PRODUCTS.MANAGE.SUBTITLE_COMBOS' : 'PRODUCTS.MANAGE.SUBTITLE_PRODUCTS')}
        actions={
          canWrite ? (
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => setDialog({ kind: 'form', product: null })}
              data-testid="product-new"
            >
              {t(combos ? 'PRODUCTS.MANAGE.NEW_COMBO' : 'PRODUCTS.MANAGE.NEW_PRODUCT')}
            </Button>
          ) : null
        }
      />
      <ProductFilterForm {...filterProps} combos={combos} />
      <ProductTable
        {...pagedTableProps(list, paging, form, sort)}
        timeZone={access.timeZone}
        hq={access.hq}
        combos={combos}
        actions={{
          onView: (product) => setDialog({ kind: 'view', product }),
          ...(canWrite
            ? {
                onEdit: (product: ManagedProduct) => setDialog({ kind: 'form', product }),
                onStock: (product: ManagedProduct) => setDialog({ kind: 'stock', product }),
                onTrash: (product: ManagedProduct) => setDialog({ kind: 'trash', product }),
                onRestore: restore,
              }
            : {}),
        }}
      />
      <ProductFormDialog
        open={dialog?.kind === 'form'}
        product={dialog?.kind === 'form' ? dialog.product : null}
        comboScreen={combos}
        userOrgId={access.orgId}
        onClose={close}
      />
      <ProductViewDialog
        product={dialog?.kind === 'view' ? dialog.product : null}
        timeZone={access.timeZone}
        onClose={close}
      />
      <StockDialog product={dialog?.kind === 'stock' ? dialog.product : null} onClose={close} />
      <TrashDialogs product={dialog?.kind === 'trash' ? dialog.product : null} onClose={close} />
    </Box>
  );
}

export default function ProductManagementPage() {
  return <CataloguePage combos={false} />;
}
