import type { ProductSummary } from '@leadline/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../shared/notifications/notifications';
import { addLine, changePrice, editLine, lineFromProduct, type OrderLine, removeLine } from './order-lines';

/** The order's lines and OrderLinesSection's handlers; every change says 'Succeed!'. */
export function useOrderLines() {
  const { t } = useTranslation();
  const notify = useNotify();
  const [lines, setLines] = useState<OrderLine[]>([]);
  const changeLines = useCallback(
    (change: (current: OrderLine[]) => OrderLine[]) => {
      setLines(change);
      notify('success', t('COMMON.SUCCEED'));
    },
    [notify, t],
  );
  const handlers = useMemo(
    () => ({
      onAdd: (product: ProductSummary) =>
        changeLines((current) => addLine(current, lineFromProduct(product))),
      onEdit: (line: OrderLine) => changeLines((current) => editLine(current, line)),
      onRemove: (line: OrderLine) => changeLines((current) => removeLine(current, line)),
      onPrice: (line: OrderLine, price: number) =>
        changeLines((current) => changePrice(current, line, price)),
    }),
    [changeLines],
  );
  return { lines, setLines, handlers };
}
