import {
  findOrg,
  POSTBACK_STATUSES,
  type PostbackNetwork,
  type PostbackNetworkInput,
  type PostbackStatus,
  postbackTemplateProblem,
} from '@leadline/contracts';
import { Box, FormControlLabel, Switch, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../shared/ui/action-dialog';

interface Draft {
  code: string;
  name: string;
  urlTemplate: string;
  currency: string;
  payouts: Record<PostbackStatus, string>;
  active: boolean;
}

const draftOf = (network: PostbackNetwork | null, orgId: number): Draft => ({
  code: network?.code ?? '',
  name: network?.name ?? '',
  urlTemplate: network?.urlTemplate ?? '',
  currency: network?.currency ?? findOrg(orgId)?.currency ?? 'USD',
  payouts: Object.fromEntries(
    POSTBACK_STATUSES.map((status) => [status, String(network?.payouts[status] ?? '')]),
  ) as Record<PostbackStatus, string>,
  active: network?.active ?? true,
});

/** The body of a draft; payouts are integer minor units as typed (empty: none for that outcome). */
export function networkInputOf(draft: Draft): PostbackNetworkInput {
  const payouts: PostbackNetworkInput['payouts'] = {};
  for (const status of POSTBACK_STATUSES) {
    const text = draft.payouts[status].trim();
    if (text !== '') payouts[status] = Number(text);
  }
  const template = draft.urlTemplate.trim();
  return {
    code: draft.code.trim(),
    name: draft.name.trim(),
    urlTemplate: template === '' ? null : template,
    payouts,
    currency: draft.currency.trim(),
    active: draft.active,
  };
}

/** New network and edit network: code, name, URL template (checked as typed), payouts, currency. */
export function PostbackNetworkDialog({
  open,
  network,
  orgId,
  pending,
  onClose,
  onSave,
}: {
  open: boolean;
  network: PostbackNetwork | null;
  orgId: number;
  pending: boolean;
  onClose: () => void;
  onSave: (input: PostbackNetworkInput) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(network, orgId));
  useEffect(() => {
    if (open) setDraft(draftOf(network, orgId));
  }, [open, network, orgId]);
  const template = draft.urlTemplate.trim();
  const templateProblem = template === '' ? null : postbackTemplateProblem(template);
  const set = (key: 'code' | 'name' | 'urlTemplate' | 'currency') => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      busy={pending}
      maxWidth="md"
      testId="postback-network-form"
      title={
        network
          ? t('ORG_SETTINGS.POSTBACKS.EDIT_TITLE', { code: network.code })
          : t('ORG_SETTINGS.POSTBACKS.CREATE_TITLE')
      }
      cancel={{ label: t('ORG_SETTINGS.POSTBACKS.CANCEL') }}
      confirm={{
        label: t('ORG_SETTINGS.SAVE'),
        disabled: templateProblem !== null,
        onClick: () => onSave(networkInputOf(draft)),
        testId: 'network-save',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          size="small"
          required
          label={t('ORG_SETTINGS.POSTBACKS.CODE')}
          helperText={t('ORG_SETTINGS.POSTBACKS.CODE_HELP')}
          value={draft.code}
          onChange={set('code')}
          slotProps={{ htmlInput: { 'data-testid': 'network-code', maxLength: 100 } }}
        />
        <TextField
          size="small"
          required
          label={t('ORG_SETTINGS.POSTBACKS.NAME')}
          value={draft.name}
          onChange={set('name')}
          slotProps={{ htmlInput: { 'data-testid': 'network-name', maxLength: 100 } }}
        />
        <TextField
          size="small"
          label={t('ORG_SETTINGS.POSTBACKS.URL_TEMPLATE')}
          value={draft.urlTemplate}
          onChange={set('urlTemplate')}
          error={templateProblem !== null}
          helperText={templateProblem ? t(templateProblem) : t('ORG_SETTINGS.POSTBACKS.URL_HELP')}
          sx={{ gridColumn: '1 / -1' }}
          slotProps={{ htmlInput: { 'data-testid': 'network-url', maxLength: 2000 } }}
        />
        <TextField
          size="small"
          label={t('ORG_SETTINGS.POSTBACKS.CURRENCY')}
          value={draft.currency}
          onChange={set('currency')}
          slotProps={{ htmlInput: { 'data-testid': 'network-currency', maxLength: 3 } }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={draft.active}
              onChange={(event) => setDraft({ ...draft, active: event.target.checked })}
              data-testid="network-active"
            />
          }
          label={t('ORG_SETTINGS.POSTBACKS.ACTIVE')}
        />
        {POSTBACK_STATUSES.map((status) => (
          <TextField
            key={status}
            size="small"
            type="number"
            label={t('ORG_SETTINGS.POSTBACKS.PAYOUT', { status: t(`POSTBACKS.STATUS.${status}`) })}
            value={draft.payouts[status]}
            onChange={(event) =>
              setDraft({ ...draft, payouts: { ...draft.payouts, [status]: event.target.value } })
            }
            slotProps={{ htmlInput: { min: 0, step: 1, 'data-testid': `network-payout-${status}` } }}
          />
        ))}
      </Box>
    </ActionDialog>
  );
}
