import { firstPrice, PRODUCT_TYPE, type ProductSummary } from '@leadline/contracts';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format/format';
import { useProducts } from './lead-detail-queries';

/** Picks a catalogue product of one type; choosing adds it and clears the field for the next one. */
export function ProductPicker({
  productType,
  label,
  currency,
  onPick,
  testId,
  pickerRef,
  disabled,
}: {
  productType: 1 | 2 | 3;
  label: string;
  currency: string;
  onPick: (product: ProductSummary) => void;
  testId: string;
  pickerRef?: Ref<HTMLDivElement>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const products = useProducts(productType);
  const [input, setInput] = useState('');
  const priceOf = (product: ProductSummary) =>
    productType === PRODUCT_TYPE.FREE ? 0 : firstPrice(product.price);
  return (
    <Box ref={pickerRef} sx={{ flex: 1, minWidth: 220 }}>
      <Autocomplete<ProductSummary, false, false, false>
        size="small"
        options={products.data ?? []}
        loading={products.isLoading}
        disabled={disabled}
        value={null}
        inputValue={input}
        onInputChange={(_, value, reason) => setInput(reason === 'reset' ? '' : value)}
        onChange={(_, product) => {
          if (product) onPick(product);
          setInput('');
        }}
        getOptionLabel={(product) => product.prodName}
        isOptionEqualToValue={(option, value) => option.prodId === value.prodId}
        noOptionsText={t('COMMON.NO_DATA')}
        loadingText={t('COMMON.LOADING')}
        renderOption={({ key, ...props }, product) => (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 2 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2">{product.prodName}</Typography>
              <Typography variant="caption" color="text.secondary">
                {product.sku} · {t('ORDER_EDIT.LINES.STOCK', { count: product.stockAvailable })}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatAmount(priceOf(product), currency)}
            </Typography>
          </Box>
        )}
        renderInput={(params) => <TextField {...params} label={label} data-testid={testId} />}
      />
    </Box>
  );
}
