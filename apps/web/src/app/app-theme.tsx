import { CssBaseline, ThemeProvider } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import { useUserSettings } from '../features/shell';
import { createAppTheme } from '../shared/theme/themes';

/** The user's theme once logged in; the default theme on the login pages. */
export function AppTheme({ children }: { children: ReactNode }) {
  const { settings } = useUserSettings();
  const themeName = settings?.layout.theme ?? 'default';
  const theme = useMemo(() => createAppTheme(themeName), [themeName]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
