import { findOrg, type ManagedProduct } from '@leadline/contracts';
import {
  DeleteOutlined,
  EditOutlined,
  Inventory2Outlined,
  RestoreFromTrash,
  Visibility,
} from '@mui/icons-material';
import { Box, Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { dateColumn, idColumn, numericColumn, textColumn, twoLineColumn } from '../../shared/list/columns';
import { type ListTableProps, type ResultColumn, ResultsTable } from '../../shared/list/results-table';
import { RowAction } from '../../shared/ui/row-action';
import { formatTiers } from './catalogue-format';

type Column = ResultColumn<ManagedProduct, 'name'>;

export interface ProductActions {
  onView: (row: ManagedProduct) => void;
  onEdit?: (row: ManagedProduct) => void;
  onStock?: (row: ManagedProduct) => void;
  onTrash?: (row: ManagedProduct) => void;
  onRestore?: (row: ManagedProduct) => void;
}

function useProductColumns(
  timeZone: string,
  hq: boolean,
  combos: boolean,
  actions: ProductActions,
): Column[] {
  const { t } = useTranslation();
  const actionCell: Column = {
    id: 'actions',
    label: t('PRODUCTS.MANAGE.ACTIONS'),
    render: (row) => (
      <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
        <RowAction
          color="default"
          title={t('PRODUCTS.MANAGE.VIEW')}
          testId={`view-${row.prodId}`}
          onClick={() => actions.onView(row)}
          icon={<Visibility fontSize="small" />}
        />
        {row.trashedAt === null && actions.onEdit ? (
          <RowAction
            color="default"
            title={t('PRODUCTS.MANAGE.EDIT')}
            testId={`edit-${row.prodId}`}
            onClick={() => actions.onEdit?.(row)}
            icon={<EditOutlined fontSize="small" />}
          />
        ) : null}
        {row.trashedAt === null && row.productType !== 2 && actions.onStock ? (
          <RowAction
            color="default"
            title={t('PRODUCTS.MANAGE.STOCK')}
            testId={`stock-${row.prodId}`}
            onClick={() => actions.onStock?.(row)}
            icon={<Inventory2Outlined fontSize="small" />}
          />
        ) : null}
        {row.trashedAt === null && actions.onTrash ? (
          <RowAction
            color="default"
            title={t('PRODUCTS.MANAGE.TRASH')}
            testId={`trash-${row.prodId}`}
            onClick={() => actions.onTrash?.(row)}
            icon={<DeleteOutlined fontSize="small" />}
          />
        ) : null}
        {row.trashedAt !== null && actions.onRestore ? (
          <RowAction
            color="default"
            title={t('PRODUCTS.MANAGE.RESTORE')}
            testId={`restore-${row.prodId}`}
            onClick={() => actions.onRestore?.(row)}
            icon={<RestoreFromTrash fontSize="small" />}
          />
        ) : null}
      </Box>
    ),
  };
  const columns: Column[] = [
    idColumn('prodId', t('PRODUCTS.MANAGE.ID'), (row) => row.prodId),
    actionCell,
    // The name over its SKU, and the price tiers over the list price: one column each, so the list
    // fits 1366 px; the last change waits in the column chooser. HQ sees every org's products: the
    // org's code beside the SKU rather than in a column.
    twoLineColumn(
      'name',
      t('PRODUCTS.PRODUCT_NAME'),
      (row) => ({
        text: row.prodName,
        detail: hq ? `${row.sku} · ${findOrg(row.orgId)?.code ?? ''}` : row.sku,
      }),
      { minWidth: 160, maxWidth: 240 },
    ),
  ];
  if (!combos) {
    columns.push({
      id: 'type',
      label: t('PRODUCTS.PRODUCT_TYPE'),
      render: (row) => <Chip size="small" variant="outlined" label={row.productTypeName} />,
    });
  }
  columns.push({
    id: 'price',
    label: t('PRODUCTS.PRICE_TIERS'),
    align: 'right',
    minWidth: 150,
    render: (row) => {
      const listPrice = formatTiers(row.listPrice, row.orgId);
      return (
        <Box sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          <Typography variant="body2">{formatTiers(row.price, row.orgId)}</Typography>
          {listPrice ? (
            <Typography variant="caption" color="text.secondary" component="div">
              {`${t('PRODUCTS.LIST_PRICE')}: ${listPrice}`}
            </Typography>
          ) : null}
        </Box>
      );
    },
  });
  if (combos) {
    columns.push(
      textColumn(
        'elements',
        t('PRODUCTS.COMBO_ELEMENTS'),
        (row) => row.productInCombo.map((element) => `${element.quantity} × ${element.prodName}`).join(', '),
        { minWidth: 180, maxWidth: 240 },
      ),
    );
  }
  columns.push(
    numericColumn('stock', t('PRODUCTS.STOCK_AVAILABLE'), (row) => row.stockAvailable),
    {
      id: 'status',
      label: t('PRODUCTS.STATUS'),
      render: (row) =>
        row.trashedAt !== null ? (
          <Chip size="small" color="default" label={t('PRODUCTS.MANAGE.IN_TRASH')} />
        ) : (
          <Chip
            size="small"
            color={row.status === 1 ? 'success' : 'default'}
            variant={row.status === 1 ? 'filled' : 'outlined'}
            label={row.status === 1 ? t('PRODUCTS.ACTIVE') : t('PRODUCTS.INACTIVE')}
          />
        ),
    },
    dateColumn(
      'changed',
      t('PRODUCTS.MANAGE.UPDATED_AT'),
      (row) => row.trashedAt ?? row.updatedAt,
      timeZone,
      { minWidth: 130 },
    ),
  );
  return columns;
}

type TableProps = ListTableProps<ManagedProduct, 'name'>;

/** The products (or combos) table: a row opens its view dialog; the actions act on the row. */
export function ProductTable({
  timeZone,
  hq,
  combos,
  actions,
  ...table
}: TableProps & { timeZone: string; hq: boolean; combos: boolean; actions: ProductActions }) {
  const { t } = useTranslation();
  const columns = useProductColumns(timeZone, hq, combos, actions);
  return (
    <ResultsTable
      testId={combos ? 'combo-list' : 'product-list'}
      columns={columns}
      columnChoice={{ listKey: combos ? 'combos' : 'products', defaultHidden: ['changed'] }}
      rowKey={(row) => row.prodId}
      onRowClick={actions.onView}
      rowLabel={(row) => t('PRODUCTS.MANAGE.VIEW_ROW', { name: row.prodName })}
      {...table}
    />
  );
}
