import {
  CALLING_LIST_NAME_MAX,
  CAMPAIGN_CODE_MAX,
  CAMPAIGN_NAME_MAX,
  CAMPAIGN_NETWORK_MAX,
  type CampaignRow,
  campaignCreateSchema,
  campaignUpdateSchema,
  HQ_ORG_ID,
} from '@leadline/contracts';
import { Box, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DraftTextField } from '../../shared/form/draft-text-field';
import { MultiSelectField } from '../../shared/list/filter-fields';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { OrgSelectField } from '../../shared/ui/org-select-field';
import { useOrgFormDialog } from '../../shared/ui/use-org-form-dialog';
import { useProductOptions, useSaveCampaign } from './campaign-queries';

interface Draft {
  orgId: number | '';
  code: string;
  name: string;
  network: string;
  offerProductId: number | '';
  productIds: number[];
  active: boolean;
  /** New campaign only: one calling list per line. */
  lists: string;
}

function draftOf(campaign: CampaignRow | null, orgId: number): Draft {
  return {
    orgId: campaign?.orgId ?? (orgId === HQ_ORG_ID ? '' : orgId),
    code: campaign?.code ?? '',
    name: campaign?.name ?? '',
    network: campaign?.network ?? '',
    offerProductId: campaign?.offerProduct?.id ?? '',
    productIds: campaign?.products.map((product) => product.id) ?? [],
    active: campaign?.active ?? true,
    lists: '',
  };
}

/** What a new and an edited campaign both send. */
function commonOf(draft: Draft) {
  return {
    name: draft.name,
    network: draft.network,
    offerProductId: draft.offerProductId === '' ? null : draft.offerProductId,
    productIds: draft.productIds,
    active: draft.active,
  };
}

/** The draft read by the schema of an edit, or of a new campaign (code, org, calling lists one per line). */
function parseDraft(draft: Draft, campaign: CampaignRow | null) {
  if (campaign) return campaignUpdateSchema.safeParse(commonOf(draft));
  const lists = draft.lists
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return campaignCreateSchema.safeParse({
    ...commonOf(draft),
    code: draft.code,
    callingLists: lists,
    orgId: draft.orgId === '' ? undefined : draft.orgId,
  });
}

/** New and edit dialog of a campaign: code (new only), name, postback network, products, status, first calling lists. */
export function CampaignDialog({
  open,
  campaign,
  userOrgId,
  onClose,
}: {
  open: boolean;
  campaign: CampaignRow | null;
  userOrgId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCampaign();
  const form = useOrgFormDialog({
    open,
    userOrgId,
    initial: () => draftOf(campaign, userOrgId),
    deps: [campaign, userOrgId],
    parse: (current) => parseDraft(current, campaign),
    orgRequiredKey: 'CAMPAIGNS.ERROR.ORG_REQUIRED',
    onClose,
  });
  const { draft, setDraft, set, hq, error } = form;
  const products = useProductOptions(form.chosenOrgId, open && form.orgKnown);

  const confirm = () =>
    form.save((body, onSuccess) =>
      save.mutate(
        campaign
          ? { id: campaign.id, body: campaignUpdateSchema.parse(commonOf(draft)) }
          : { id: null, body: campaignCreateSchema.parse(body) },
        { onSuccess },
      ),
    );

  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      busy={save.isPending}
      maxWidth="md"
      testId="campaign-dialog"
      title={campaign ? t('CAMPAIGNS.DIALOG.EDIT', { code: campaign.code }) : t('CAMPAIGNS.DIALOG.NEW')}
      cancel={{ label: t('CAMPAIGNS.CANCEL') }}
      confirm={{ label: t('CAMPAIGNS.SAVE'), onClick: confirm, testId: 'campaign-save' }}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {hq && !campaign ? (
          <OrgSelectField
            label={t('CAMPAIGNS.FIELD.ORG')}
            value={draft.orgId}
            onChange={(orgId) =>
              setDraft((current) => ({ ...current, orgId, productIds: [], offerProductId: '' }))
            }
            error={error('orgId')}
            sx={{ gridColumn: '1 / -1' }}
          />
        ) : null}
        <DraftTextField
          form={form}
          field="code"
          required
          label={t('CAMPAIGNS.FIELD.CODE')}
          disabled={campaign !== null}
          maxLength={CAMPAIGN_CODE_MAX}
          testId="campaign-code"
        />
        <DraftTextField
          form={form}
          field="name"
          required
          label={t('CAMPAIGNS.FIELD.NAME')}
          maxLength={CAMPAIGN_NAME_MAX}
          testId="campaign-name"
        />
        <DraftTextField
          form={form}
          field="network"
          label={t('CAMPAIGNS.FIELD.NETWORK')}
          maxLength={CAMPAIGN_NETWORK_MAX}
          testId="campaign-network"
        />
        <TextField
          select
          size="small"
          label={t('CAMPAIGNS.FIELD.OFFER_PRODUCT')}
          value={draft.offerProductId}
          onChange={(event) =>
            set('offerProductId', event.target.value === '' ? '' : Number(event.target.value))
          }
          error={Boolean(error('offerProductId'))}
          helperText={error('offerProductId') ?? ' '}
        >
          <MenuItem value="">{t('CAMPAIGNS.FIELD.NONE')}</MenuItem>
          {products.map((product) => (
            <MenuItem key={product.value} value={product.value}>
              {product.label}
            </MenuItem>
          ))}
        </TextField>
        <MultiSelectField
          label={t('CAMPAIGNS.FIELD.PRODUCTS')}
          options={products}
          value={draft.productIds}
          onChange={(value) => set('productIds', value)}
          testId="campaign-products"
        />
        <FormControlLabel
          control={
            <Switch checked={draft.active} onChange={(event) => set('active', event.target.checked)} />
          }
          label={t('CAMPAIGNS.FIELD.ACTIVE')}
        />
        {campaign ? null : (
          <DraftTextField
            form={form}
            field="lists"
            errorFields={['callingLists']}
            multiline
            minRows={2}
            label={t('CAMPAIGNS.FIELD.CALLING_LISTS')}
            sx={{ gridColumn: '1 / -1' }}
            maxLength={(CALLING_LIST_NAME_MAX + 1) * 20}
            testId="campaign-lists"
          />
        )}
      </Box>
    </ActionDialog>
  );
}
