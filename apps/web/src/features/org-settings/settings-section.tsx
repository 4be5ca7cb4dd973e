import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A settings tab's card: title, help, the fields, and Save / Undo changes. */
export function SettingsSection({
  title,
  help,
  children,
  dirty,
  pending,
  onSave,
  onReset,
  testId,
}: {
  title: string;
  help: string;
  children: ReactNode;
  dirty: boolean;
  pending: boolean;
  onSave: () => void;
  onReset: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Paper elevation={0} sx={{ border: 1, borderColor: 'divider', p: 3, maxWidth: 760 }} data-testid={testId}>
      <Typography variant="h6" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {help}
      </Typography>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <Box sx={{ display: 'grid', gap: 2.5 }}>{children}</Box>
        <Stack direction="row" spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button onClick={onReset} disabled={!dirty || pending} data-testid={`${testId}-reset`}>
            {t('ORG_SETTINGS.RESET')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending} data-testid={`${testId}-save`}>
            {t('ORG_SETTINGS.SAVE')}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
