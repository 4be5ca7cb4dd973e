import {
  type ManagedProduct,
  PRODUCT_TEXT_MAX,
  STOCK_ADJUST_MAX,
  stockAdjustSchema,
} from '@leadline/contracts';
import {
  Box,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldIssues } from '../../shared/form/field-issues';
import { useNotify } from '../../shared/notifications/notifications';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { useAdjustStock, useProductStock } from './products-queries';

const NUMERIC = { fontVariantNumeric: 'tabular-nums' } as const;

/** A product's stock in each warehouse of its org: on hand, reserved, free. */
export function StockTable({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const stock = useProductStock(productId);
  const rows = stock.data ?? [];
  if (!stock.isLoading && rows.length === 0) {
    return <Typography variant="body2">{t('PRODUCTS.MANAGE.NO_WAREHOUSE')}</Typography>;
  }
  return (
    <Table size="small" data-testid="stock-table">
      <TableHead>
        <TableRow>
          <TableCell>{t('PRODUCTS.WAREHOUSE')}</TableCell>
          <TableCell align="right">{t('PRODUCTS.MANAGE.ON_HAND')}</TableCell>
          <TableCell align="right">{t('PRODUCTS.RESERVED')}</TableCell>
          <TableCell align="right">{t('PRODUCTS.MANAGE.FREE_STOCK')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.warehouseId} data-testid={`stock-row-${row.warehouseId}`}>
            <TableCell>
              {row.warehouseName}
              {row.active ? '' : ` (${t('PRODUCTS.MANAGE.WAREHOUSE_INACTIVE')})`}
            </TableCell>
            <TableCell align="right" sx={NUMERIC}>
              {row.available}
            </TableCell>
            <TableCell align="right" sx={NUMERIC}>
              {row.reserved}
            </TableCell>
            <TableCell align="right" sx={NUMERIC}>
              {row.free}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Stock per warehouse, and an adjustment by hand with its reason (audited by the server). */
export function StockDialog({ product, onClose }: { product: ManagedProduct | null; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const adjust = useAdjustStock();
  const stock = useProductStock(product?.prodId ?? null);
  const [warehouseId, setWarehouseId] = useState<number | ''>('');
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const open = product !== null;
  useEffect(() => {
    if (open) {
      setDelta('');
      setReason('');
      setSubmitted(false);
    }
  }, [open]);
  useEffect(() => {
    const first = stock.data?.[0];
    if (open && warehouseId === '' && first) setWarehouseId(first.warehouseId);
  }, [open, stock.data, warehouseId]);

  const input = { warehouseId: warehouseId === '' ? 0 : warehouseId, delta: Number(delta), reason };
  const issues = fieldIssues(stockAdjustSchema.safeParse(input));
  const error = (field: string) => (submitted && issues[field] ? t(issues[field]) : undefined);
  const confirm = () => {
    setSubmitted(true);
    if (!product || Object.keys(issues).length > 0) return;
    adjust.mutate(
      { id: product.prodId, body: stockAdjustSchema.parse(input) },
      {
        onSuccess: () => {
          notify('success', t('COMMON.SUCCEED'));
          setDelta('');
          setReason('');
          setSubmitted(false);
        },
      },
    );
  };

  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      busy={adjust.isPending}
      testId="stock-dialog"
      title={t('PRODUCTS.MANAGE.STOCK_TITLE', { name: product?.prodName ?? '' })}
      cancel={{ label: t('COMMON.CLOSE') }}
      confirm={{ label: t('PRODUCTS.MANAGE.STOCK_ADJUST'), onClick: confirm, testId: 'stock-confirm' }}
    >
      {product ? <StockTable productId={product.prodId} /> : null}
      <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
        {t('PRODUCTS.MANAGE.STOCK_ADJUST')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          select
          size="small"
          label={t('PRODUCTS.WAREHOUSE')}
          value={warehouseId}
          onChange={(event) => setWarehouseId(Number(event.target.value))}
          data-testid="stock-warehouse"
        >
          {(stock.data ?? []).map((row) => (
            <MenuItem key={row.warehouseId} value={row.warehouseId}>
              {row.warehouseName}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="number"
          label={t('PRODUCTS.MANAGE.DELTA')}
          value={delta}
          onChange={(event) => setDelta(event.target.value)}
          error={Boolean(error('delta'))}
          helperText={error('delta') ?? ' '}
          slotProps={{
            htmlInput: { min: -STOCK_ADJUST_MAX, max: STOCK_ADJUST_MAX, 'data-testid': 'stock-delta' },
          }}
        />
        <TextField
          size="small"
          label={t('PRODUCTS.MANAGE.REASON')}
          value={reason}
          required
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(error('reason'))}
          helperText={error('reason') ?? ' '}
          sx={{ gridColumn: '1 / -1' }}
          slotProps={{ htmlInput: { maxLength: PRODUCT_TEXT_MAX.note, 'data-testid': 'stock-reason' } }}
        />
      </Box>
    </ActionDialog>
  );
}
