import { CssBaseline, ThemeProvider } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createAppTheme } from '../shared/theme/themes';
// In shared/, not in the shell: the shell brings the whole frame (menus, toolbar, web phone), which
// app-routes.tsx loads lazily for a logged-in user (docs/web.md).
import { useUserSettings } from '../shared/user-settings/use-user-settings';

/** The user's theme once logged in; the default theme on the login pages. */
export function AppTheme({ children }: { children: ReactNode }) {
  const { settings } = useUserSettings();
  const themeName = settings?.layout.theme ?? 'default';
  const { t } = useTranslation();
  const progressLabel = t('COMMON.LOADING');
  const theme = useMemo(() => createAppTheme(themeName, progressLabel), [themeName, progressLabel]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
