import { isWebPhoneUrl, type WebPhoneSettings } from '@leadline/contracts';
import { Box, TextField, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';
import { useUnsavedChanges } from '../../shared/form/use-unsaved-changes';
import { MultiSelectField } from '../../shared/list/filter-fields';
import { useSettingsSection } from './org-settings-queries';
import { SettingsSection } from './settings-section';
import { useDraft } from './use-draft';

interface Draft {
  url: string;
  userIds: number[];
}

const draftOf = (stored: WebPhoneSettings): Draft => ({
  url: stored.webPhoneUrl ?? '',
  userIds: stored.webPhoneUserIds,
});

/** Web phone (docs/settings.md): where the panel's frame loads from, and who always gets it. */
export function WebPhoneTab() {
  const { t } = useTranslation();
  const { stored, save } = useSettingsSection('orgWebPhoneSettings', 'updateOrgWebPhoneSettings');
  const { draft, setDraft, dirty, reset } = useDraft(stored.data, draftOf);
  // Leaving the page with changes asks first (docs/decisions.md 'Leaving a changed form').
  const unsaved = useUnsavedChanges(dirty);
  const users = useEndpointQuery(
    'listUsers',
    { query: { active: 'true', limit: 200 } },
    { handling: 'session', fallback: [], localized: false },
  );
  const options = useMemo(
    () =>
      (users.data ?? []).map((user) => ({ value: user.userId, label: user.fullName, detail: user.userName })),
    [users.data],
  );
  if (!draft) return null;
  const url = draft.url.trim();
  const urlError = url !== '' && !isWebPhoneUrl(url);
  return (
    <>
      {unsaved.dialog}
      <SettingsSection
        title={t('ORG_SETTINGS.WEB_PHONE.TITLE')}
        help={t('ORG_SETTINGS.WEB_PHONE.HELP')}
        dirty={dirty}
        pending={save.isPending}
        onReset={reset}
        onSave={() => {
          if (urlError) return;
          save.mutate({ webPhoneUrl: url === '' ? null : url, webPhoneUserIds: draft.userIds });
        }}
        testId="settings-web-phone"
      >
        <TextField
          size="small"
          label={t('ORG_SETTINGS.WEB_PHONE.URL')}
          value={draft.url}
          onChange={(event) => setDraft({ ...draft, url: event.target.value })}
          error={urlError}
          helperText={urlError ? t('ORG_SETTINGS.ERROR.WEB_PHONE_URL') : t('ORG_SETTINGS.WEB_PHONE.URL_HELP')}
          slotProps={{ htmlInput: { 'data-testid': 'web-phone-url', maxLength: 1000 } }}
        />
        <Box>
          <MultiSelectField
            label={t('ORG_SETTINGS.WEB_PHONE.USERS')}
            options={options}
            value={draft.userIds}
            onChange={(userIds) => setDraft({ ...draft, userIds })}
            testId="web-phone-users"
          />
          <Typography variant="caption" color="text.secondary" sx={{ ml: 1.75 }}>
            {t('ORG_SETTINGS.WEB_PHONE.USERS_HELP')}
          </Typography>
        </Box>
      </SettingsSection>
    </>
  );
}
