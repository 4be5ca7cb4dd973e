import { LinearProgress, Table, TableBody, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format/format';
import { useShippingItems } from './shipping-queries';

/** SPEC.md 3 'Shipping item', with the total = sum of prodAmount. */
export function ShippingItemsTable({ doId }: { doId: number | null }) {
  const { t } = useTranslation();
  const { data, isLoading } = useShippingItems(doId);
  if (isLoading) return <LinearProgress />;
  const items = data?.items ?? [];
  const currency = data?.currency ?? '';
  const label = (key: string) => t(`SHIPPING.ITEMS.${key}`);
  return (
    <Table size="small" data-testid="shipping-items">
      <TableHead>
        <TableRow>
          <TableCell>{label('PRODUCT')}</TableCell>
          <TableCell>{label('PRODUCT_TYPE')}</TableCell>
          <TableCell align="right">{label('QUANTITY')}</TableCell>
          <TableCell align="right">{label('PRICE')}</TableCell>
          <TableCell align="right">{label('AMOUNT')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={`${item.prodId}-${item.productType}-${item.price}-${item.quantity}`}>
            <TableCell>{item.prodName}</TableCell>
            <TableCell>{item.productTypeName}</TableCell>
            <TableCell align="right">{item.quantity}</TableCell>
            <TableCell align="right">{formatAmount(item.price, currency)}</TableCell>
            <TableCell align="right">{formatAmount(item.prodAmount, currency)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={4} sx={{ fontWeight: 600 }}>
            {label('TOTAL')}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="shipping-items-total">
            {formatAmount(data?.totalAmount ?? 0, currency)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
