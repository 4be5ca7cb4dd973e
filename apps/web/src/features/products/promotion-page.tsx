import {
  CATALOGUE_FILTER_STORAGE_KEYS,
  findOrg,
  type ManagedPromotion,
  mayCallEndpoint,
} from '@leadline/contracts';
import { Add } from '@mui/icons-material';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { formatDateTime } from '../../shared/format/format';
import { chipColumn, idColumn, numericColumn, textColumn, twoLineColumn } from '../../shared/list/columns';
import { type ResultColumn, ResultsTable } from '../../shared/list/results-table';
import { pagedTableProps, useListScreen } from '../../shared/list/use-list-screen';
import { useOrderAccess } from '../../shared/session/order-access';
import { useSession } from '../../shared/session/session';
import { PageHeader } from '../../shared/ui/page-header';
import { PromotionFilterForm } from './catalogue-filter-form';
import { EMPTY_PROMOTION_FORM, parsePromotionForm, toPromotionBody } from './catalogue-filters';
import { formatPrice } from './catalogue-format';
import { usePromotionManagementList } from './products-queries';
import { PromotionFormDialog } from './promotion-form-dialog';

type Column = ResultColumn<ManagedPromotion, 'startsAt'>;

function usePromotionColumns(timeZone: string, hq: boolean): Column[] {
  const { t } = useTranslation();
  const columns: Column[] = [
    idColumn('id', t('PRODUCTS.MANAGE.ID'), (row) => row.id),
    // The name over its code, and the start over the end: one column each, so the list fits 1366
    // px. HQ sees every org's promotions: the org's code beside the promotion's code, not a column.
    twoLineColumn(
      'name',
      t('PRODUCTS.PROMOTION'),
      (row) => ({
        text: row.name,
        detail: hq ? `${row.code} · ${findOrg(row.orgId)?.code ?? ''}` : row.code,
      }),
      { minWidth: 160, maxWidth: 240 },
    ),
  ];
  columns.push(
    textColumn(
      'product',
      t('PRODUCTS.MANAGE.APPLIES_TO'),
      (row) => row.productName ?? t('PRODUCTS.ANY_PRODUCT'),
      {
        minWidth: 150,
      },
    ),
    numericColumn('minQuantity', t('PRODUCTS.MIN_QUANTITY'), (row) => row.minQuantity),
    numericColumn('discount', t('PRODUCTS.DISCOUNT'), (row) =>
      row.discountPercent !== null
        ? `${row.discountPercent}%`
        : formatPrice(row.discountAmount ?? 0, row.orgId),
    ),
    twoLineColumn(
      'startsAt',
      t('PRODUCTS.VALID_FROM'),
      (row) => ({
        text: formatDateTime(row.startsAt, timeZone),
        detail: row.endsAt
          ? `${t('PRODUCTS.VALID_UNTIL')} ${formatDateTime(row.endsAt, timeZone)}`
          : t('PRODUCTS.NO_END'),
      }),
      { minWidth: 130, maxWidth: 200 },
    ),
    chipColumn('state', t('PRODUCTS.MANAGE.STATE'), (row) => ({
      label: row.inForce
        ? t('PRODUCTS.MANAGE.IN_FORCE')
        : row.active
          ? t('PRODUCTS.MANAGE.NOT_IN_FORCE')
          : t('PRODUCTS.INACTIVE'),
      on: row.inForce,
    })),
  );
  return columns;
}

/**
 * Promotion management (SPEC.md 2.1 /apps/product-promotion/management): every promotion of the
 * org, in force or not, filtered and paged on the server; a row opens its edit dialog.
 */
export default function PromotionManagementPage() {
  const { t } = useTranslation();
  const access = useOrderAccess();
  const { access: session } = useSession();
  const canWrite = mayCallEndpoint(CLIENT_ENDPOINTS.promotionCreate, session?.roles ?? []);
  const [editing, setEditing] = useState<{ promotion: ManagedPromotion | null } | null>(null);
  const { form, paging, list, sort, filterProps } = useListScreen({
    storageKey: CATALOGUE_FILTER_STORAGE_KEYS.promotions,
    parse: parsePromotionForm,
    empty: EMPTY_PROMOTION_FORM,
    toBody: toPromotionBody,
    access,
    load: usePromotionManagementList,
  });
  const columns = usePromotionColumns(access.timeZone, access.hq);

  return (
    <Box data-testid="page-products.promotion">
      <PageHeader
        title={t('NAV.PROMOTION')}
        subtitle={t('PRODUCTS.MANAGE.SUBTITLE_PROMOTIONS')}
        actions={
          canWrite ? (
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => setEditing({ promotion: null })}
              data-testid="promotion-new"
            >
              {t('PRODUCTS.MANAGE.NEW_PROMOTION')}
            </Button>
          ) : null
        }
      />
      <PromotionFilterForm {...filterProps} />
      <ResultsTable
        testId="promotion-list"
        columns={columns}
        rowKey={(row) => row.id}
        onRowClick={canWrite ? (promotion) => setEditing({ promotion }) : undefined}
        rowLabel={(row) => t('PRODUCTS.MANAGE.PROMOTION_ROW', { code: row.code })}
        {...pagedTableProps(list, paging, form, sort)}
      />
      <PromotionFormDialog
        open={editing !== null}
        promotion={editing?.promotion ?? null}
        userOrgId={access.orgId}
        onClose={() => setEditing(null)}
      />
    </Box>
  );
}
