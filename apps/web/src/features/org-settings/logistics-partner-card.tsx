import {
  type LogisticsPartnerSettings,
  logisticsPartnerProblem,
  PARTNER_CREDENTIAL_KEYS,
  partnerRequirements,
  type UpdateLogisticsPartner,
} from '@leadline/contracts';
import { Box, Chip, FormControlLabel, Switch, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from './settings-section';
import { useDraft } from './use-draft';

interface Draft {
  enabled: boolean;
  baseUrl: string;
  optionsText: string;
  credentials: Record<string, string>;
}

const draftOf = (stored: LogisticsPartnerSettings): Draft => ({
  enabled: stored.enabled,
  baseUrl: stored.baseUrl ?? '',
  optionsText: JSON.stringify(stored.options, null, 2),
  // Credentials are never answered: the fields start empty, and empty keeps the stored value.
  credentials: {},
});

function parseOptions(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text.trim() === '' ? '{}' : text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** One partner of the Logistics partners tab: enabled, API address, options, write-only credentials. */
export function LogisticsPartnerCard({
  stored,
  pending,
  onSave,
}: {
  stored: LogisticsPartnerSettings;
  pending: boolean;
  onSave: (body: UpdateLogisticsPartner) => void;
}) {
  const { t } = useTranslation();
  const { draft, setDraft, dirty, reset } = useDraft(stored, draftOf);
  if (!draft) return null;
  const partner = stored.partner;
  const options = parseOptions(draft.optionsText);
  const body: UpdateLogisticsPartner | null = options && {
    enabled: draft.enabled,
    baseUrl: draft.baseUrl.trim() === '' ? null : draft.baseUrl.trim(),
    options,
    credentials: draft.credentials,
  };
  const problem = body ? logisticsPartnerProblem(partner, body, stored.credentialsSet) : null;
  const needs = partnerRequirements(partner, options ?? {});
  const required =
    [...needs.credentials, ...needs.options].join(', ') || t('ORG_SETTINGS.LOGISTICS.NOTHING_REQUIRED');
  return (
    <SettingsSection
      title={t(`ORG_SETTINGS.LOGISTICS.PARTNER.${partner}`)}
      help={[
        stored.configured ? '' : t('ORG_SETTINGS.LOGISTICS.NOT_CONFIGURED'),
        t('ORG_SETTINGS.LOGISTICS.OPTIONS_HELP', { fields: required }),
      ]
        .filter(Boolean)
        .join(' ')}
      dirty={dirty}
      pending={pending}
      onReset={reset}
      onSave={() => {
        if (body) onSave(body);
      }}
      testId={`settings-logistics-${partner}`}
    >
      <FormControlLabel
        control={
          <Switch
            checked={draft.enabled}
            onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })}
            data-testid={`logistics-${partner}-enabled`}
          />
        }
        label={t('ORG_SETTINGS.LOGISTICS.ENABLED')}
      />
      {needs.needsBaseUrl ? (
        <TextField
          size="small"
          label={t('ORG_SETTINGS.LOGISTICS.BASE_URL')}
          value={draft.baseUrl}
          onChange={(event) => setDraft({ ...draft, baseUrl: event.target.value })}
          slotProps={{ htmlInput: { 'data-testid': `logistics-${partner}-url`, maxLength: 500 } }}
        />
      ) : null}
      {PARTNER_CREDENTIAL_KEYS[partner].length > 0 ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {PARTNER_CREDENTIAL_KEYS[partner].map((key) => {
            const isSet = stored.credentialsSet.includes(key);
            return (
              <TextField
                key={key}
                size="small"
                type="password"
                autoComplete="new-password"
                label={key}
                value={draft.credentials[key] ?? ''}
                onChange={(event) =>
                  setDraft({ ...draft, credentials: { ...draft.credentials, [key]: event.target.value } })
                }
                placeholder={
                  isSet
                    ? t('ORG_SETTINGS.LOGISTICS.CREDENTIAL_SET')
                    : t('ORG_SETTINGS.LOGISTICS.CREDENTIAL_NOT_SET')
                }
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { 'data-testid': `logistics-${partner}-credential-${key}`, maxLength: 500 },
                  input: {
                    endAdornment: (
                      <Chip
                        size="small"
                        color={isSet ? 'success' : 'default'}
                        label={t(
                          isSet ? 'ORG_SETTINGS.PAYMENT.SECRET_SET' : 'ORG_SETTINGS.PAYMENT.SECRET_NOT_SET',
                        )}
                      />
                    ),
                  },
                }}
              />
            );
          })}
        </Box>
      ) : null}
      <TextField
        size="small"
        multiline
        minRows={3}
        maxRows={12}
        label={t('ORG_SETTINGS.LOGISTICS.OPTIONS')}
        value={draft.optionsText}
        onChange={(event) => setDraft({ ...draft, optionsText: event.target.value })}
        error={options === null || problem !== null}
        helperText={
          options === null
            ? t('ORG_SETTINGS.LOGISTICS.OPTIONS_INVALID')
            : problem
              ? t(problem.key, problem.values)
              : ' '
        }
        slotProps={{
          htmlInput: {
            'data-testid': `logistics-${partner}-options`,
            style: { fontFamily: 'monospace', fontSize: 13 },
          },
        }}
      />
    </SettingsSection>
  );
}
