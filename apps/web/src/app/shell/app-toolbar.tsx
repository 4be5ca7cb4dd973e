import { Menu as MenuIconGlyph, Settings, ViewSidebar } from '@mui/icons-material';
import { Box, IconButton, Toolbar, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentStatusControl } from '../../features/presence';
import { WebPhonePanel } from '../../features/telephony';
import { LanguageSwitcher } from '../../shared/ui/language-switcher';
import { useShellState } from '../../shared/ui/shell-state';
import { useUserSettings } from '../../shared/user-settings/use-user-settings';
import { MenuSearch } from './menu-search';
import { ShortcutBar } from './shortcut-bar';
import { UserMenu } from './user-menu';

/** Toolbar: navigation toggle, shortcuts, menu search, language, quick panel, settings, user menu. */
export function AppToolbar({
  leading,
  onToggleNavigation,
}: {
  leading?: ReactNode;
  onToggleNavigation?: () => void;
}) {
  const { t } = useTranslation();
  const { setSettingsOpen } = useShellState();
  const { settings, updateLayout } = useUserSettings();
  return (
    <Toolbar sx={{ gap: 0.5, minHeight: { xs: 56, sm: 64 } }} data-testid="app-toolbar">
      {onToggleNavigation ? (
        <Tooltip title={t('NAV.TOGGLE')}>
          <IconButton
            color="inherit"
            edge="start"
            onClick={onToggleNavigation}
            aria-label={t('NAV.TOGGLE')}
            data-testid="navbar-toggle"
          >
            <MenuIconGlyph />
          </IconButton>
        </Tooltip>
      ) : null}
      {leading}
      <ShortcutBar />
      <Box sx={{ flex: 1 }} />
      <MenuSearch />
      <AgentStatusControl />
      <WebPhonePanel />
      <LanguageSwitcher />
      {settings ? (
        <Tooltip title={t('SETTINGS.QUICK_PANEL')}>
          <IconButton
            color="inherit"
            aria-label={t('SETTINGS.QUICK_PANEL')}
            aria-pressed={settings.layout.quickPanel}
            onClick={() => updateLayout({ ...settings.layout, quickPanel: !settings.layout.quickPanel })}
          >
            <ViewSidebar />
          </IconButton>
        </Tooltip>
      ) : null}
      <Tooltip title={t('TOOLBAR.SETTINGS')}>
        <IconButton
          color="inherit"
          onClick={() => setSettingsOpen(true)}
          aria-label={t('TOOLBAR.SETTINGS')}
          data-testid="settings-open"
        >
          <Settings />
        </IconButton>
      </Tooltip>
      <UserMenu />
    </Toolbar>
  );
}
