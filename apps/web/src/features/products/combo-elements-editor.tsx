import { type ComboElementInput, type ManagedProduct, WEIGHT_MAX, weightSum } from '@leadline/contracts';
import { DeleteOutlined } from '@mui/icons-material';
import { Autocomplete, Box, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ElementDraft {
  prodId: number;
  prodName: string;
  quantity: string;
  weightPercent: string;
}

/** The draft's elements as the input schema takes them (blank weight: not split). */
export const toElementInputs = (elements: ElementDraft[]): ComboElementInput[] =>
  elements.map((element) => ({
    prodId: element.prodId,
    quantity: Number(element.quantity),
    weightPercent: element.weightPercent.trim() === '' ? null : Number(element.weightPercent),
  }));

/** An element's number (its quantity, its weight), as typed. */
function NumberField({
  label,
  value,
  disabled,
  onChange,
  width,
  limits,
  testId,
}: {
  label: string;
  value: string;
  disabled?: boolean;
  onChange: (value: string) => void;
  width: number;
  limits: { min: number; max?: number; step?: number };
  testId: string;
}) {
  return (
    <TextField
      size="small"
      type="number"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width }}
      slotProps={{ htmlInput: { ...limits, 'data-testid': testId } }}
    />
  );
}

/**
 * What a combo holds: products picked from the org's plain products and free items, each with a
 * quantity and a weight (% of the combo's price); the total weight shows, red over 100.
 */
export function ComboElementsEditor({
  elements,
  choices,
  onChange,
  error,
  disabled,
}: {
  elements: ElementDraft[];
  choices: ManagedProduct[];
  onChange: (elements: ElementDraft[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const total = weightSum(elements.map((element) => ({ weightPercent: Number(element.weightPercent) || 0 })));
  const taken = new Set(elements.map((element) => element.prodId));
  const update = (index: number, patch: Partial<ElementDraft>) =>
    onChange(elements.map((element, at) => (at === index ? { ...element, ...patch } : element)));

  return (
    <Box data-testid="combo-elements">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('PRODUCTS.COMBO_ELEMENTS')}
      </Typography>
      {elements.map((element, index) => (
        <Box key={element.prodId} sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
          <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap title={element.prodName}>
            {element.prodName}
          </Typography>
          <NumberField
            label={t('PRODUCTS.QUANTITY')}
            value={element.quantity}
            disabled={disabled}
            onChange={(quantity) => update(index, { quantity })}
            width={100}
            limits={{ min: 1 }}
            testId={`element-quantity-${element.prodId}`}
          />
          <NumberField
            label={t('PRODUCTS.MANAGE.WEIGHT')}
            value={element.weightPercent}
            disabled={disabled}
            onChange={(weightPercent) => update(index, { weightPercent })}
            width={120}
            limits={{ min: 0, max: 100, step: 0.01 }}
            testId={`element-weight-${element.prodId}`}
          />
          <Tooltip title={t('PRODUCTS.MANAGE.ELEMENT_REMOVE')}>
            <IconButton
              size="small"
              aria-label={t('PRODUCTS.MANAGE.ELEMENT_REMOVE')}
              disabled={disabled}
              onClick={() => onChange(elements.filter((_, at) => at !== index))}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ))}
      <Autocomplete<ManagedProduct, false, false, false>
        size="small"
        options={choices.filter((choice) => !taken.has(choice.prodId))}
        value={null}
        disabled={disabled}
        inputValue={input}
        onInputChange={(_, value, reason) => setInput(reason === 'reset' ? '' : value)}
        onChange={(_, product) => {
          if (product) {
            onChange([
              ...elements,
              { prodId: product.prodId, prodName: product.prodName, quantity: '1', weightPercent: '' },
            ]);
          }
          setInput('');
        }}
        getOptionLabel={(product) => `${product.prodName} (${product.sku})`}
        isOptionEqualToValue={(option, value) => option.prodId === value.prodId}
        noOptionsText={t('COMMON.NO_DATA')}
        renderInput={(params) => (
          <TextField {...params} label={t('PRODUCTS.MANAGE.ELEMENT_ADD')} data-testid="element-picker" />
        )}
      />
      <Typography
        variant="caption"
        sx={{ display: 'block', mt: 0.5 }}
        color={total > WEIGHT_MAX || error ? 'error' : 'text.secondary'}
        data-testid="weight-total"
      >
        {error ?? t('PRODUCTS.MANAGE.WEIGHT_TOTAL', { total })}
      </Typography>
    </Box>
  );
}
