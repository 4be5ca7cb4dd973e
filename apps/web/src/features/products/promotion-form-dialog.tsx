import {
  HQ_ORG_ID,
  type ManagedPromotion,
  PRODUCT_TEXT_MAX,
  type PromotionInput,
  promotionInputSchema,
} from '@leadline/contracts';
import { Autocomplete, Box, FormControlLabel, MenuItem, Switch, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DraftTextField } from '../../shared/form/draft-text-field';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { DateTimeInput } from '../../shared/ui/date-time-input';
import { OrgSelectField } from '../../shared/ui/org-select-field';
import { useOrgFormDialog } from '../../shared/ui/use-org-form-dialog';
import { useCatalogueChoices, useSavePromotion } from './products-queries';

interface Draft {
  orgId: number | '';
  code: string;
  name: string;
  productId: number | null;
  kind: 'percent' | 'amount';
  discount: string;
  minQuantity: string;
  startsAt: string;
  endsAt: string;
  active: boolean;
}

/** This minute as an ISO instant: a new promotion starts now unless told otherwise. */
const thisMinute = () => new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();

function draftOf(promotion: ManagedPromotion | null, orgId: number): Draft {
  return {
    orgId: promotion?.orgId ?? (orgId === HQ_ORG_ID ? '' : orgId),
    code: promotion?.code ?? '',
    name: promotion?.name ?? '',
    productId: promotion?.productId ?? null,
    kind: promotion?.discountAmount != null ? 'amount' : 'percent',
    discount: String(promotion?.discountPercent ?? promotion?.discountAmount ?? ''),
    minQuantity: String(promotion?.minQuantity ?? 1),
    // ISO instants, typed and shown on the org's wall clock by DateTimeInput.
    startsAt: promotion?.startsAt ?? thisMinute(),
    endsAt: promotion?.endsAt ?? '',
    active: promotion?.active ?? true,
  };
}

function inputOf(draft: Draft, promotion: ManagedPromotion | null): PromotionInput {
  const discount = draft.discount.trim() === '' ? null : Number(draft.discount);
  return {
    expectedUpdatedAt: promotion?.updatedAt,
    orgId: draft.orgId === '' ? undefined : draft.orgId,
    code: draft.code,
    name: draft.name,
    productId: draft.productId,
    discountPercent: draft.kind === 'percent' ? discount : null,
    discountAmount: draft.kind === 'amount' ? discount : null,
    minQuantity: Number(draft.minQuantity),
    // '' stays '' (the schema refuses it with its message).
    startsAt: draft.startsAt,
    endsAt: draft.endsAt || null,
    active: draft.active,
  };
}

/**
 * New and edit dialog of a promotion and its rule: the product (or any), the smallest quantity
 * and one discount. The form checks with the contracts' schema, so 'Discount can not bigger than
 * 100.' shows before the server says the same.
 */
export function PromotionFormDialog({
  open,
  promotion,
  userOrgId,
  onClose,
}: {
  open: boolean;
  promotion: ManagedPromotion | null;
  userOrgId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSavePromotion();
  const form = useOrgFormDialog({
    open,
    userOrgId,
    initial: () => draftOf(promotion, userOrgId),
    deps: [promotion, userOrgId],
    parse: (current) => promotionInputSchema.safeParse(inputOf(current, promotion)),
    orgRequiredKey: 'PRODUCTS.MANAGE.ORG_REQUIRED',
    onClose,
  });
  const { draft, setDraft, set, hq, error } = form;
  const choices = useCatalogueChoices(form.chosenOrgId, open && form.orgKnown, true);
  const confirm = () =>
    form.save((body, onSuccess) => save.mutate({ id: promotion?.id ?? null, body }, { onSuccess }));
  const chosen = choices.find((choice) => choice.prodId === draft.productId) ?? null;

  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      busy={save.isPending}
      testId="promotion-dialog"
      maxWidth="md"
      title={t(promotion ? 'PRODUCTS.MANAGE.EDIT_PROMOTION' : 'PRODUCTS.MANAGE.NEW_PROMOTION')}
      cancel={{ label: t('COMMON.CANCEL') }}
      confirm={{ label: t('COMMON.SAVE'), onClick: confirm, testId: 'promotion-save' }}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {hq ? (
          <OrgSelectField
            label={t('PRODUCTS.MANAGE.ORG')}
            value={draft.orgId}
            disabled={promotion !== null}
            onChange={(orgId) => setDraft((current) => ({ ...current, orgId, productId: null }))}
            error={error('orgId')}
            sx={{ gridColumn: '1 / -1' }}
          />
        ) : null}
        <DraftTextField
          form={form}
          field="code"
          required
          label={t('PRODUCTS.PROMOTION_CODE')}
          maxLength={PRODUCT_TEXT_MAX.code}
          testId="promotion-code"
        />
        <DraftTextField
          form={form}
          field="name"
          required
          label={t('PRODUCTS.PROMOTION')}
          maxLength={PRODUCT_TEXT_MAX.name}
          testId="promotion-name"
        />
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 1, mb: 2 }}>
        {t('PRODUCTS.MANAGE.RULE')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Autocomplete
          size="small"
          options={choices}
          value={chosen}
          onChange={(_, product) => set('productId', product?.prodId ?? null)}
          getOptionLabel={(product) => `${product.prodName} (${product.sku})`}
          isOptionEqualToValue={(option, value) => option.prodId === value.prodId}
          noOptionsText={t('COMMON.NO_DATA')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('PRODUCTS.MANAGE.APPLIES_TO')}
              helperText={chosen ? ' ' : t('PRODUCTS.ANY_PRODUCT')}
              data-testid="promotion-product"
            />
          )}
        />
        <DraftTextField
          form={form}
          field="minQuantity"
          type="number"
          label={t('PRODUCTS.MIN_QUANTITY')}
          min={1}
          testId="promotion-min-quantity"
        />
        <TextField
          select
          size="small"
          label={t('PRODUCTS.MANAGE.DISCOUNT_KIND')}
          value={draft.kind}
          onChange={(event) => set('kind', event.target.value as Draft['kind'])}
          helperText=" "
          data-testid="promotion-kind"
        >
          <MenuItem value="percent">{t('PRODUCTS.MANAGE.PERCENT')}</MenuItem>
          <MenuItem value="amount">{t('PRODUCTS.MANAGE.AMOUNT')}</MenuItem>
        </TextField>
        <DraftTextField
          form={form}
          field="discount"
          errorFields={['discountPercent', 'discountAmount']}
          type="number"
          required
          label={draft.kind === 'percent' ? t('PRODUCTS.DISCOUNT_PERCENT') : t('PRODUCTS.DISCOUNT_AMOUNT')}
          min={0}
          testId="promotion-discount"
        />
        <DateTimeInput
          label={t('PRODUCTS.VALID_FROM')}
          value={draft.startsAt}
          onChange={(value) => set('startsAt', value)}
          testId="promotion-starts"
          required
          error={Boolean(error('startsAt'))}
          helperText={error('startsAt') ?? ' '}
        />
        <DateTimeInput
          label={t('PRODUCTS.VALID_UNTIL')}
          value={draft.endsAt}
          onChange={(value) => set('endsAt', value)}
          testId="promotion-ends"
          error={Boolean(error('endsAt'))}
          helperText={error('endsAt') ?? t('PRODUCTS.NO_END')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={draft.active}
              onChange={(event) => set('active', event.target.checked)}
              slotProps={{ input: { 'data-testid': 'promotion-active' } as object }}
            />
          }
          label={draft.active ? t('PRODUCTS.ACTIVE') : t('PRODUCTS.INACTIVE')}
        />
      </Box>
    </ActionDialog>
  );
}
