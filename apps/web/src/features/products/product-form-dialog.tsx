import {
  HQ_ORG_ID,
  type ManagedProduct,
  PRODUCT_TEXT_MAX,
  type ProductInput,
  productInputSchema,
} from '@leadline/contracts';
import { Box, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DraftTextField } from '../../shared/form/draft-text-field';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { OrgSelectField } from '../../shared/ui/org-select-field';
import { useOrgFormDialog } from '../../shared/ui/use-org-form-dialog';
import { ComboElementsEditor, type ElementDraft, toElementInputs } from './combo-elements-editor';
import { useCatalogueChoices, useSaveProduct } from './products-queries';

interface Draft {
  orgId: number | '';
  sku: string;
  name: string;
  productType: 1 | 2 | 3;
  price: string;
  listPrice: string;
  status: 0 | 1;
  dscr: string;
  dscrForAgent: string;
  elements: ElementDraft[];
}

function draftOf(product: ManagedProduct | null, productType: 1 | 2 | 3, orgId: number): Draft {
  return {
    orgId: product?.orgId ?? (orgId === HQ_ORG_ID ? '' : orgId),
    sku: product?.sku ?? '',
    name: product?.prodName ?? '',
    productType: product?.productType ?? productType,
    price: product?.price ?? '',
    listPrice: product?.listPrice ?? '',
    status: product ? (product.status === 1 ? 1 : 0) : 1,
    dscr: product?.dscr ?? '',
    dscrForAgent: product?.dscrForAgent ?? '',
    elements: (product?.productInCombo ?? []).map((element) => ({
      prodId: element.prodId,
      prodName: element.prodName,
      quantity: String(element.quantity),
      weightPercent: element.weightPercent === null ? '' : String(element.weightPercent),
    })),
  };
}

function inputOf(draft: Draft, product: ManagedProduct | null): ProductInput {
  return {
    expectedUpdatedAt: product?.updatedAt,
    orgId: draft.orgId === '' ? undefined : draft.orgId,
    sku: draft.sku,
    name: draft.name,
    productType: draft.productType,
    price: draft.price.trim(),
    listPrice: draft.listPrice.trim() || null,
    status: draft.status,
    dscr: draft.dscr,
    dscrForAgent: draft.dscrForAgent,
    elements: draft.productType === 2 ? toElementInputs(draft.elements) : [],
  };
}

/**
 * New and edit dialog of a product, free item or combo (SPEC.md 2.5). The form checks with the
 * contracts' schema (the server's messages: 'Weight (%) can not bigger than.'), the server checks
 * again ('Product is not true.' for an element it does not know); the type is fixed once created.
 */
export function ProductFormDialog({
  open,
  product,
  comboScreen,
  userOrgId,
  onClose,
}: {
  open: boolean;
  product: ManagedProduct | null;
  comboScreen: boolean;
  userOrgId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveProduct();
  const form = useOrgFormDialog({
    open,
    userOrgId,
    initial: () => draftOf(product, comboScreen ? 2 : 1, userOrgId),
    deps: [product, comboScreen, userOrgId],
    parse: (current) => productInputSchema.safeParse(inputOf(current, product)),
    orgRequiredKey: 'PRODUCTS.MANAGE.ORG_REQUIRED',
    onClose,
  });

  const { draft, setDraft, set, hq, error } = form;
  const isCombo = draft.productType === 2;
  const choices = useCatalogueChoices(form.chosenOrgId, open && isCombo && form.orgKnown);
  const confirm = () =>
    form.save((body, onSuccess) => save.mutate({ id: product?.prodId ?? null, body }, { onSuccess }));

  const title = product
    ? t(isCombo ? 'PRODUCTS.MANAGE.EDIT_COMBO' : 'PRODUCTS.MANAGE.EDIT_PRODUCT')
    : t(isCombo ? 'PRODUCTS.MANAGE.NEW_COMBO' : 'PRODUCTS.MANAGE.NEW_PRODUCT');
  const text = (
    field: 'sku' | 'name' | 'price' | 'listPrice' | 'dscr' | 'dscrForAgent',
    label: string,
    max: number,
  ) => (
    <DraftTextField
      form={form}
      field={field}
      fullWidth
      label={label}
      required={field === 'sku' || field === 'name' || field === 'price'}
      help={field === 'price' || field === 'listPrice' ? t('PRODUCTS.MANAGE.PRICE_HELP') : ' '}
      multiline={field === 'dscr' || field === 'dscrForAgent'}
      minRows={field === 'dscr' || field === 'dscrForAgent' ? 2 : undefined}
      maxLength={max}
      testId={`product-${field}`}
    />
  );

  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      busy={save.isPending}
      testId="product-dialog"
      maxWidth="md"
      title={title}
      cancel={{ label: t('COMMON.CANCEL') }}
      confirm={{ label: t('COMMON.SAVE'), onClick: confirm, testId: 'product-save' }}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {hq ? (
          <OrgSelectField
            label={t('PRODUCTS.MANAGE.ORG')}
            value={draft.orgId}
            disabled={product !== null}
            onChange={(orgId) => setDraft((current) => ({ ...current, orgId, elements: [] }))}
            error={error('orgId')}
            testId="product-org"
          />
        ) : null}
        {comboScreen ? null : (
          <TextField
            select
            size="small"
            label={t('PRODUCTS.PRODUCT_TYPE')}
            value={draft.productType}
            disabled={product !== null}
            onChange={(event) => set('productType', Number(event.target.value) as 1 | 2 | 3)}
            helperText=" "
            data-testid="product-type"
          >
            <MenuItem value={1}>{t('PRODUCTS.TYPES.PRODUCT')}</MenuItem>
            <MenuItem value={2}>{t('PRODUCTS.TYPES.COMBO')}</MenuItem>
            <MenuItem value={3}>{t('PRODUCTS.TYPES.FREE')}</MenuItem>
          </TextField>
        )}
        {text('sku', t('PRODUCTS.SKU'), PRODUCT_TEXT_MAX.sku)}
        {text('name', t('PRODUCTS.PRODUCT_NAME'), PRODUCT_TEXT_MAX.name)}
        {text('price', t('PRODUCTS.PRICE_TIERS'), 200)}
        {text('listPrice', t('PRODUCTS.LIST_PRICE'), 200)}
        {text('dscr', t('PRODUCTS.DESCRIPTION'), PRODUCT_TEXT_MAX.description)}
        {text('dscrForAgent', t('PRODUCTS.DESCRIPTION_FOR_AGENT'), PRODUCT_TEXT_MAX.description)}
        <FormControlLabel
          control={
            <Switch
              checked={draft.status === 1}
              onChange={(event) => set('status', event.target.checked ? 1 : 0)}
              slotProps={{ input: { 'data-testid': 'product-status' } as object }}
            />
          }
          label={draft.status === 1 ? t('PRODUCTS.ACTIVE') : t('PRODUCTS.INACTIVE')}
        />
      </Box>
      {isCombo ? (
        <Box sx={{ mt: 2 }}>
          <ComboElementsEditor
            elements={draft.elements}
            choices={choices}
            onChange={(elements) => set('elements', elements)}
            error={error('elements')}
            disabled={save.isPending}
          />
        </Box>
      ) : null}
    </ActionDialog>
  );
}
