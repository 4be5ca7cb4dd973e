import { PRODUCT_TYPE, type ProductSummary } from '@leadline/contracts';
import { DeleteOutlined } from '@mui/icons-material';
import {
  Box,
  Chip,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../orders/order-format';
import { SectionTitle } from './lead-data-section';
import { clampQuantity, lineKey, linesTotal, type OrderLine } from './order-lines';
import { ProductPicker } from './product-picker';

function LineRow({
  line,
  currency,
  readOnly,
  onEdit,
  onRemove,
}: {
  line: OrderLine;
  currency: string;
  readOnly: boolean;
  onEdit: (line: OrderLine) => void;
  onRemove: (line: OrderLine) => void;
}) {
  const { t } = useTranslation();
  return (
    <TableRow data-testid="order-line" data-prod-id={line.prodId} data-product-type={line.productType}>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {line.prodName}
        </Typography>
        {line.productInCombo.length > 0 ? (
          <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }} data-testid="combo-elements">
            {line.productInCombo.map((element) => (
              <Typography component="li" variant="caption" key={element.prodId} sx={{ display: 'list-item' }}>
                {element.quantity} × {element.prodName}
              </Typography>
            ))}
          </Box>
        ) : null}
        {line.isOutOfStock ? (
          <Chip
            size="small"
            color="warning"
            label={t('ORDER_EDIT.LINES.OUT_OF_STOCK')}
            data-testid="out-of-stock"
            sx={{ mt: 0.5, height: 20 }}
          />
        ) : null}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.productTypeName}</TableCell>
      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {formatAmount(line.price, currency)}
      </TableCell>
      <TableCell align="right" sx={{ width: 110 }}>
        {readOnly ? (
          line.quantity
        ) : (
          <TextField
            type="number"
            size="small"
            value={line.quantity}
            onChange={(event) => onEdit({ ...line, quantity: clampQuantity(Number(event.target.value)) })}
            slotProps={{
              htmlInput: {
                min: 1,
                max: 999,
                'aria-label': t('ORDER_EDIT.LINES.QUANTITY_OF', { name: line.prodName }),
                'data-testid': 'order-line-quantity',
              },
            }}
            sx={{ width: 90 }}
          />
        )}
      </TableCell>
      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {formatAmount(line.price * line.quantity, currency)}
      </TableCell>
      {readOnly ? null : (
        <TableCell padding="checkbox">
          <Tooltip title={t('ORDER_EDIT.LINES.REMOVE')}>
            <IconButton
              size="small"
              onClick={() => onRemove(line)}
              aria-label={t('ORDER_EDIT.LINES.REMOVE')}
              data-testid="order-line-remove"
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </TableCell>
      )}
    </TableRow>
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
  productPickerRef,
}: {
  lines: readonly OrderLine[];
  currency: string;
  readOnly: boolean;
  onAdd: (product: ProductSummary) => void;
  onEdit: (line: OrderLine) => void;
  onRemove: (line: OrderLine) => void;
  productPickerRef: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} data-testid="order-edit-lines">
      <SectionTitle>{t('ORDER_EDIT.SECTION.ORDER')}</SectionTitle>
      {readOnly ? null : (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <ProductPicker
            productType={PRODUCT_TYPE.PRODUCT}
            label={t('ORDER_EDIT.LINES.ADD_PRODUCT')}
            currency={currency}
            onPick={onAdd}
            testId="pick-product"
            pickerRef={productPickerRef}
          />
          <ProductPicker
            productType={PRODUCT_TYPE.COMBO}
            label={t('ORDER_EDIT.LINES.ADD_COMBO')}
            currency={currency}
            onPick={onAdd}
            testId="pick-combo"
          />
          <ProductPicker
            productType={PRODUCT_TYPE.FREE}
            label={t('ORDER_EDIT.LINES.ADD_FREE')}
            currency={currency}
            onPick={onAdd}
            testId="pick-free"
          />
        </Box>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('ORDER_EDIT.LINES.PRODUCT')}</TableCell>
              <TableCell>{t('ORDER_EDIT.LINES.TYPE')}</TableCell>
              <TableCell align="right">{t('ORDER_EDIT.LINES.PRICE')}</TableCell>
              <TableCell align="right">{t('ORDER_EDIT.LINES.QUANTITY')}</TableCell>
              <TableCell align="right">{t('ORDER_EDIT.LINES.AMOUNT')}</TableCell>
              {readOnly ? null : <TableCell padding="checkbox" />}
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.length === 0 ? (
              <TableRow>
                <TableCell colSpan={readOnly ? 5 : 6} sx={{ color: 'text.secondary', textAlign: 'center' }}>
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
                />
              ))
            )}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell
                colSpan={4}
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
