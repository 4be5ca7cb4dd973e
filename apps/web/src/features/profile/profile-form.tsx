import { LANGUAGES, type Language, updateProfileSchema } from '@leadline/contracts';
import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { callEndpoint } from '../../shared/api/http-client';
import { useUnsavedChanges } from '../../shared/form/use-unsaved-changes';
import { SelectField } from '../../shared/list/filter-fields';
import { useNotify } from '../../shared/notifications/notifications';
import { ME_QUERY_KEY } from '../../shared/session/session';

/**
 * The caller's own details (docs/settings.md): the full name, saved on the server for their own
 * account only, and the language, a browser preference as the toolbar's switcher keeps it (SPEC.md
 * 3). The shell's name comes from agent/me, read again after a save.
 */
export function ProfileForm({ fullName }: { fullName: string }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(fullName);
  useEffect(() => setDraft(fullName), [fullName]);
  const unsaved = useUnsavedChanges(draft !== fullName);
  const save = useMutation({
    mutationFn: async (name: string) =>
      (await callEndpoint(CLIENT_ENDPOINTS.updateMyProfile, { body: { fullName: name } })).data,
    onSuccess: async () => {
      notify('success', t('COMMON.SUCCEED'));
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
  const parsed = updateProfileSchema.safeParse({ fullName: draft });
  const languages = LANGUAGES.map((language) => ({ value: language, label: t(`LANGUAGES.${language}`) }));
  return (
    <Paper elevation={0} sx={{ border: 1, borderColor: 'divider', maxWidth: 640, p: 3, mt: 2 }}>
      {unsaved.dialog}
      <Typography variant="h6" sx={{ mb: 2 }}>
        {t('ORG_SETTINGS.PROFILE.TITLE')}
      </Typography>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (parsed.success) save.mutate(parsed.data.fullName);
        }}
        sx={{ display: 'grid', gap: 2.5 }}
      >
        <TextField
          size="small"
          required
          label={t('ORG_SETTINGS.PROFILE.FULL_NAME')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          error={!parsed.success}
          helperText={parsed.success ? ' ' : t('ORG_SETTINGS.ERROR.FULL_NAME')}
          slotProps={{ htmlInput: { 'data-testid': 'profile-full-name', maxLength: 100 } }}
        />
        <Box>
          <SelectField<Language>
            label={t('ORG_SETTINGS.PROFILE.LANGUAGE')}
            value={(i18n.language as Language) ?? 'en'}
            options={languages}
            onChange={(language) => {
              if (language) void i18n.changeLanguage(language);
            }}
            testId="profile-language"
          />
          <Typography variant="caption" color="text.secondary">
            {t('ORG_SETTINGS.PROFILE.LANGUAGE_HELP')}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={!parsed.success || save.isPending || draft.trim() === fullName}
            data-testid="profile-save"
          >
            {t('ORG_SETTINGS.SAVE')}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
