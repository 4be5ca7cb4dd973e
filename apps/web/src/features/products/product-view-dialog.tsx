import type { ManagedProduct } from '@leadline/contracts';
import { Box, Chip, Divider, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/format';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { LabelledValue } from '../../shared/ui/labelled-value';
import { formatTiers } from './catalogue-format';
import { useProductHistory } from './products-queries';
import { StockTable } from './stock-dialog';

/** The history of a product: who changed what, and when (the audit log). */
function History({ productId, timeZone }: { productId: number; timeZone: string }) {
  const { t } = useTranslation();
  const history = useProductHistory(productId);
  const entries = history.data ?? [];
  if (entries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {history.isLoading ? t('COMMON.LOADING') : t('PRODUCTS.MANAGE.HISTORY_EMPTY')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding data-testid="product-history">
      {entries.map((entry) => (
        <ListItem key={entry.id} disableGutters>
          <ListItemText
            primary={`${t(`PRODUCTS.MANAGE.HISTORY_ACTION.${entry.action}`, { defaultValue: entry.action })} · ${
              entry.actor ?? ''
            } · ${formatDateTime(entry.at, timeZone)}`}
            secondary={[
              entry.fields.length > 0
                ? t('PRODUCTS.MANAGE.CHANGED', { fields: entry.fields.join(', ') })
                : '',
              entry.note ?? '',
            ]
              .filter(Boolean)
              .join(' — ')}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** The view dialog (SPEC.md 2.5): the product, its combo elements, its stock and its history. */
export function ProductViewDialog({
  product,
  timeZone,
  onClose,
}: {
  product: ManagedProduct | null;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ActionDialog
      open={product !== null}
      onClose={onClose}
      maxWidth="md"
      testId="product-view"
      title={t('PRODUCTS.MANAGE.VIEW_TITLE')}
      cancel={{ label: t('COMMON.CLOSE') }}
    >
      {product ? (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            <LabelledValue label={t('PRODUCTS.PRODUCT_NAME')}>{product.prodName}</LabelledValue>
            <LabelledValue label={t('PRODUCTS.SKU')}>{product.sku}</LabelledValue>
            <LabelledValue label={t('PRODUCTS.PRODUCT_TYPE')}>{product.productTypeName}</LabelledValue>
            <LabelledValue label={t('PRODUCTS.PRICE_TIERS')}>
              {formatTiers(product.price, product.orgId)}
            </LabelledValue>
            <LabelledValue label={t('PRODUCTS.LIST_PRICE')}>
              {formatTiers(product.listPrice, product.orgId)}
            </LabelledValue>
            <LabelledValue label={t('PRODUCTS.STATUS')}>
              {product.trashedAt ? (
                <Chip size="small" label={t('PRODUCTS.MANAGE.IN_TRASH')} />
              ) : (
                <Chip
                  size="small"
                  color={product.status === 1 ? 'success' : 'default'}
                  label={product.status === 1 ? t('PRODUCTS.ACTIVE') : t('PRODUCTS.INACTIVE')}
                />
              )}
            </LabelledValue>
            <LabelledValue label={t('PRODUCTS.DESCRIPTION')}>{product.dscr}</LabelledValue>
            <LabelledValue label={t('PRODUCTS.DESCRIPTION_FOR_AGENT')}>{product.dscrForAgent}</LabelledValue>
            <LabelledValue label={t('PRODUCTS.STOCK_AVAILABLE')}>
              {String(product.stockAvailable)}
            </LabelledValue>
          </Box>
          {product.productType === 2 ? (
            <>
              <Divider sx={{ my: 2 }} />
              <Typography variant="subtitle2">{t('PRODUCTS.COMBO_ELEMENTS')}</Typography>
              <List dense disablePadding>
                {product.productInCombo.map((element) => (
                  <ListItem key={element.prodId} disableGutters>
                    <ListItemText
                      primary={`${element.quantity} × ${element.prodName}`}
                      secondary={[
                        formatTiers(element.price, product.orgId),
                        element.weightPercent === null
                          ? ''
                          : `${t('PRODUCTS.MANAGE.WEIGHT')}: ${element.weightPercent}`,
                        `${t('PRODUCTS.STOCK_AVAILABLE')}: ${element.stockAvailable}`,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            </>
          ) : (
            <>
              <Divider sx={{ my: 2 }} />
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                {t('PRODUCTS.WAREHOUSES')}
              </Typography>
              <StockTable productId={product.prodId} />
            </>
          )}
          <Divider sx={{ my: 2 }} />
          <Typography variant="subtitle2">{t('PRODUCTS.MANAGE.HISTORY')}</Typography>
          <History productId={product.prodId} timeZone={timeZone} />
        </>
      ) : null}
    </ActionDialog>
  );
}
