import type { ValidationDetail } from '@leadline/contracts';
import {
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format/format';
import { OutOfStockChip } from './order-readiness';

const NUMERIC = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The order's lines (name, quantity, price, amount, out-of-stock flag) and their total. */
export function ValidationLines({ detail }: { detail: ValidationDetail }) {
  const { t } = useTranslation();
  const currency = detail.order.currency;
  const total = detail.lines.reduce((sum, line) => sum + line.amount, 0);
  return (
    <Paper elevation={0} sx={{ border: 1, borderColor: 'divider' }} data-testid="validation-detail-lines">
      <Typography variant="subtitle1" sx={{ fontWeight: 600, px: 2, pt: 2, pb: 1 }}>
        {t('VALIDATION.DETAIL.LINES')}
      </Typography>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('VALIDATION.DETAIL.PRODUCT')}</TableCell>
              <TableCell align="right">{t('VALIDATION.DETAIL.QUANTITY')}</TableCell>
              <TableCell align="right">{t('VALIDATION.DETAIL.PRICE')}</TableCell>
              <TableCell align="right">{t('VALIDATION.DETAIL.LINE_AMOUNT')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {detail.lines.map((line, index) => (
              // A product may appear on two lines (another price): the position keys the row.
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own here
              <TableRow key={index} data-testid="validation-line">
                <TableCell>
                  {line.prodName}
                  {line.productType === 3 ? (
                    <Chip size="small" label={t('VALIDATION.DETAIL.FREE_ITEM')} sx={{ ml: 1, height: 20 }} />
                  ) : null}
                  {line.productType === 2 ? (
                    <Chip size="small" label={t('VALIDATION.DETAIL.COMBO')} sx={{ ml: 1, height: 20 }} />
                  ) : null}
                  {line.isOutOfStock ? <OutOfStockChip gap={{ ml: 1 }} testId="line-out-of-stock" /> : null}
                </TableCell>
                <TableCell align="right" sx={NUMERIC}>
                  {line.quantity}
                </TableCell>
                <TableCell align="right" sx={NUMERIC}>
                  {formatAmount(line.price, currency)}
                </TableCell>
                <TableCell align="right" sx={NUMERIC}>
                  {formatAmount(line.amount, currency)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={3} sx={{ fontWeight: 600, color: 'text.primary' }}>
                {t('VALIDATION.DETAIL.TOTAL')}
              </TableCell>
              <TableCell
                align="right"
                sx={{ ...NUMERIC, fontWeight: 600, color: 'text.primary' }}
                data-testid="validation-detail-total"
              >
                {formatAmount(total, currency)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </Paper>
  );
}
