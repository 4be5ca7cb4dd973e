import { PRODUCT_TYPE, type Promotion } from '@leadline/contracts';
import { DeleteOutlined } from '@mui/icons-material';
import {
  Box,
  Chip,
  IconButton,
  MenuItem,
  TableCell,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format/format';
import { usePromotions } from './lead-detail-queries';
import { clampQuantity, lineAmountOf, lineDiscount, type OrderLine } from './order-lines';

/** The promotions a line may take: for its product or for any product (the server checks again). */
function PromotionSelect({
  line,
  currency,
  onChange,
}: {
  line: OrderLine;
  currency: string;
  onChange: (promotion: Promotion | null) => void;
}) {
  const { t } = useTranslation();
  const promotions = usePromotions(line.prodId);
  const options = promotions.data ?? [];
  if (options.length === 0 && !line.promotion && !line.promotionId) return null;
  const describe = (promotion: Promotion) => {
    const off =
      promotion.discountPercent !== null
        ? `−${promotion.discountPercent}%`
        : `−${formatAmount(promotion.discountAmount ?? 0, currency)}`;
    const min =
      promotion.minQuantity > 1
        ? ` (${t('ORDER_EDIT.PROMOTION.MIN_QUANTITY', { count: promotion.minQuantity })})`
        : '';
    return `${promotion.name} ${off}${min}`;
  };
  return (
    <TextField
      select
      size="small"
      label={t('ORDER_EDIT.PROMOTION.LABEL')}
      value={line.promotion?.id ?? line.promotionId ?? ''}
      onChange={(event) =>
        onChange(options.find((promotion) => promotion.id === Number(event.target.value)) ?? null)
      }
      sx={{ mt: 1, width: '100%', maxWidth: 220 }}
      data-testid="order-line-promotion"
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('ORDER_EDIT.PROMOTION.NONE')}</MenuItem>
      {options.map((promotion) => (
        <MenuItem key={promotion.id} value={promotion.id}>
          {describe(promotion)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The price of a line: one of its product's tiers when there are several (docs/products.md). */
function PriceCell({
  line,
  currency,
  readOnly,
  onPrice,
}: {
  line: OrderLine;
  currency: string;
  readOnly: boolean;
  onPrice: (price: number) => void;
}) {
  const { t } = useTranslation();
  if (readOnly || line.priceTiers.length < 2) return <>{formatAmount(line.price, currency)}</>;
  return (
    <TextField
      select
      size="small"
      value={line.price}
      onChange={(event) => onPrice(Number(event.target.value))}
      slotProps={{
        htmlInput: { 'aria-label': t('ORDER_EDIT.PRICE_TIER'), 'data-testid': 'order-line-price' },
      }}
      sx={{ minWidth: 110 }}
    >
      {line.priceTiers.map((tier) => (
        <MenuItem key={tier} value={tier}>
          {formatAmount(tier, currency)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function LineRow({
  line,
  currency,
  readOnly,
  onEdit,
  onRemove,
  onPrice,
}: {
  line: OrderLine;
  currency: string;
  readOnly: boolean;
  onEdit: (line: OrderLine) => void;
  onRemove: (line: OrderLine) => void;
  onPrice: (line: OrderLine, price: number) => void;
}) {
  const { t } = useTranslation();
  const discount = lineDiscount(line);
  return (
    <TableRow data-testid="order-line" data-prod-id={line.prodId} data-product-type={line.productType}>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {line.prodName}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block' }}
          data-testid="order-line-type"
        >
          {line.productTypeName}
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
        {readOnly || line.productType === PRODUCT_TYPE.FREE ? null : (
          <Box>
            <PromotionSelect
              line={line}
              currency={currency}
              onChange={(promotion) => onEdit({ ...line, promotion, promotionId: null })}
            />
          </Box>
        )}
      </TableCell>
      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        <PriceCell
          line={line}
          currency={currency}
          readOnly={readOnly}
          onPrice={(price) => onPrice(line, price)}
        />
      </TableCell>
      <TableCell align="right" sx={{ width: 84 }}>
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
            sx={{ width: 76 }}
          />
        )}
      </TableCell>
      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {formatAmount(lineAmountOf(line), currency)}
        {discount > 0 ? (
          <Typography
            variant="caption"
            color="success.main"
            sx={{ display: 'block' }}
            data-testid="order-line-discount"
          >
            −{formatAmount(discount, currency)}
          </Typography>
        ) : null}
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
