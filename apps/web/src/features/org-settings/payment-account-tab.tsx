import {
  type OrgPaymentAccount,
  paymentAccountProblem,
  type UpdatePaymentAccount,
  updatePaymentAccountSchema,
} from '@leadline/contracts';
import { Chip, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../shared/form/use-unsaved-changes';
import { useSettingsSection } from './org-settings-queries';
import { SettingsSection } from './settings-section';
import { useDraft } from './use-draft';

interface Draft {
  bankBin: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  promptPayTarget: string;
  qrEnabled: boolean;
}

const draftOf = (stored: OrgPaymentAccount): Draft => ({
  bankBin: stored.bankBin ?? '',
  bankName: stored.bankName ?? '',
  accountNumber: stored.accountNumber ?? '',
  accountName: stored.accountName ?? '',
  promptPayTarget: stored.promptPayTarget ?? '',
  qrEnabled: stored.qrEnabled,
});

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

const bodyOf = (draft: Draft): UpdatePaymentAccount => ({
  bankBin: orNull(draft.bankBin),
  bankName: orNull(draft.bankName),
  accountNumber: orNull(draft.accountNumber),
  accountName: orNull(draft.accountName),
  promptPayTarget: orNull(draft.promptPayTarget),
  qrEnabled: draft.qrEnabled,
});

/**
 * Bank account for QR (docs/settings.md): the account the org's payment QR codes pay into, by the
 * scheme of its country. The bank feed's secret is shown as set or not, never its value.
 */
export function PaymentAccountTab() {
  const { t } = useTranslation();
  const { stored, save } = useSettingsSection('orgPaymentAccount', 'updateOrgPaymentAccount');
  const { draft, setDraft, dirty, reset } = useDraft(stored.data, draftOf);
  // Leaving the page with changes asks first (docs/decisions.md 'Leaving a changed form').
  const unsaved = useUnsavedChanges(dirty);
  const account = stored.data;
  if (!draft || !account) return null;
  const scheme = account.scheme;
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });
  // The field's own rule first (a BIN of 6 digits), then whether the account makes a QR that parses back.
  const parsed = updatePaymentAccountSchema.safeParse(bodyOf(draft));
  const problem = parsed.success
    ? paymentAccountProblem(scheme, parsed.data)
    : (parsed.error.issues[0]?.message ?? 'ORG_SETTINGS.ERROR.QR_ROUND_TRIP');
  const field = (key: keyof Draft, label: string, max: number, testId: string) => (
    <TextField
      size="small"
      label={label}
      value={draft[key]}
      onChange={set(key)}
      slotProps={{ htmlInput: { 'data-testid': testId, maxLength: max } }}
    />
  );
  const help =
    scheme === 'vietqr'
      ? 'ORG_SETTINGS.PAYMENT.HELP_VIETQR'
      : scheme === 'promptpay'
        ? 'ORG_SETTINGS.PAYMENT.HELP_PROMPTPAY'
        : 'ORG_SETTINGS.PAYMENT.HELP_NONE';
  return (
    <>
      {unsaved.dialog}
      <SettingsSection
        title={t('ORG_SETTINGS.PAYMENT.TITLE')}
        help={t(help)}
        dirty={dirty}
        pending={save.isPending}
        onReset={reset}
        onSave={() => save.mutate(bodyOf(draft))}
        testId="settings-payment"
      >
        <FormControlLabel
          control={
            <Switch
              checked={draft.qrEnabled}
              onChange={(event) => setDraft({ ...draft, qrEnabled: event.target.checked })}
              slotProps={{ input: { 'aria-label': t('ORG_SETTINGS.PAYMENT.ENABLED') } }}
              data-testid="payment-qr-enabled"
            />
          }
          label={t('ORG_SETTINGS.PAYMENT.ENABLED')}
        />
        {scheme === 'vietqr' ? (
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('bankBin', t('ORG_SETTINGS.PAYMENT.BANK_BIN'), 6, 'payment-bank-bin')}
              {field('bankName', t('ORG_SETTINGS.PAYMENT.BANK_NAME'), 100, 'payment-bank-name')}
            </Stack>
            {field('accountNumber', t('ORG_SETTINGS.PAYMENT.ACCOUNT_NUMBER'), 19, 'payment-account-number')}
          </>
        ) : null}
        {scheme === 'promptpay'
          ? field('promptPayTarget', t('ORG_SETTINGS.PAYMENT.PROMPTPAY_TARGET'), 15, 'payment-promptpay')
          : null}
        {scheme !== null
          ? field('accountName', t('ORG_SETTINGS.PAYMENT.ACCOUNT_NAME'), 50, 'payment-account-name')
          : null}
        {problem ? (
          <Typography variant="body2" color="warning.main" data-testid="payment-problem">
            {t(problem)}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {t('ORG_SETTINGS.PAYMENT.WEBHOOK_SECRET')}
          </Typography>
          <Chip
            size="small"
            color={account.hasWebhookSecret ? 'success' : 'default'}
            label={t(
              account.hasWebhookSecret
                ? 'ORG_SETTINGS.PAYMENT.SECRET_SET'
                : 'ORG_SETTINGS.PAYMENT.SECRET_NOT_SET',
            )}
            data-testid="payment-secret-state"
          />
        </Stack>
      </SettingsSection>
    </>
  );
}
