import { PRODUCT_TYPE, type ProductSummary } from '@leadline/contracts';
import {
  Alert,
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
} from '@mui/material';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format/format';
import { SectionTitle } from './form-fields';
import { LineRow } from './order-line-row';
import { lineKey, linesTotal, type OrderLine } from './order-lines';
import { ProductPicker } from './product-picker';

/**
 * Out-of-stock lines, named before the order is saved (docs/decisions.md): such an order is saved
 * and keeps its reservation, but a validator cannot approve it until stock arrives
 * (docs/validation.md).
 */
function OutOfStockWarning({ lines }: { lines: readonly OrderLine[] }) {
  const { t } = useTranslation();
  const names = lines.filter((line) => line.isOutOfStock).map((line) => line.prodName);
  if (names.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="out-of-stock-warning">
      {t('ORDER_EDIT.LINES.OUT_OF_STOCK_WARNING', { names: names.join(', ') })}
    </Alert>
  );
}

/** The order's lines: products, combos and free items, with the total (SPEC.md 3 and 4). */
export function OrderLinesSection({
  lines,
  currency,
  readOnly,
  onAdd,
  onEdit,
  onRemove,
  onPrice,
  productPickerRef,
}: {
  lines: readonly OrderLine[];
  currency: string;
  readOnly: boolean;
  onAdd: (product: ProductSummary) => void;
  onEdit: (line: OrderLine) => void;
  onRemove: (line: OrderLine) => void;
  onPrice: (line: OrderLine, price: number) => void;
  productPickerRef?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  // A picker a product type: the product picker is the one the keyboard shortcut focuses.
  const pickers = [
    { type: PRODUCT_TYPE.PRODUCT, label: t('ORDER_EDIT.LINES.ADD_PRODUCT'), testId: 'pick-product' },
    { type: PRODUCT_TYPE.COMBO, label: t('ORDER_EDIT.LINES.ADD_COMBO'), testId: 'pick-combo' },
    { type: PRODUCT_TYPE.FREE, label: t('ORDER_EDIT.LINES.ADD_FREE'), testId: 'pick-free' },
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} data-testid="order-edit-lines">
      <SectionTitle>{t('ORDER_EDIT.SECTION.ORDER')}</SectionTitle>
      {readOnly ? null : (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          {pickers.map((picker) => (
            <ProductPicker
              key={picker.testId}
              productType={picker.type}
              label={picker.label}
              currency={currency}
              onPick={onAdd}
              testId={picker.testId}
              pickerRef={picker.type === PRODUCT_TYPE.PRODUCT ? productPickerRef : undefined}
            />
          ))}
        </Box>
      )}
      <OutOfStockWarning lines={lines} />
      {/* Fits the edit screen's column at 1366 px: the type sits under the name,
          cells are dense; the scroll stays only as a last resort for a very narrow window. */}
      <Box sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          sx={{ '& th, & td': { px: 1 }, '& th:first-of-type, & td:first-of-type': { pl: 0 } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('ORDER_EDIT.LINES.PRODUCT')}</TableCell>
              <TableCell align="right">{t('ORDER_EDIT.LINES.PRICE')}</TableCell>
              <TableCell align="right">{t('ORDER_EDIT.LINES.QUANTITY')}</TableCell>
              <TableCell align="right">{t('ORDER_EDIT.LINES.AMOUNT')}</TableCell>
              {readOnly ? null : <TableCell padding="checkbox" />}
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.length === 0 ? (
              <TableRow>
                <TableCell colSpan={readOnly ? 4 : 5} sx={{ color: 'text.secondary', textAlign: 'center' }}>
                  {t('ORDER_EDIT.LINES.EMPTY')}
                </TableCell>
              </TableRow>
            ) : (
              lines.map((line) => (
                <LineRow
                  key={lineKey(line)}
                  line={line}
                  currency={currency}
                  readOnly={readOnly}
                  onEdit={onEdit}
                  onRemove={onRemove}
                  onPrice={onPrice}
                />
              ))
            )}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell
                colSpan={3}
                align="right"
                sx={{ fontWeight: 600, fontSize: '0.875rem', color: 'text.primary' }}
              >
                {t('ORDER_EDIT.LINES.TOTAL')}
              </TableCell>
              <TableCell
                align="right"
                sx={{
                  fontWeight: 600,
                  fontSize: '0.875rem',
                  color: 'text.primary',
                  fontVariantNumeric: 'tabular-nums',
                  whiteSpace: 'nowrap',
                }}
                data-testid="order-total"
              >
                {formatAmount(linesTotal(lines), currency)}
              </TableCell>
              {readOnly ? null : <TableCell />}
            </TableRow>
          </TableFooter>
        </Table>
      </Box>
    </Paper>
  );
}
