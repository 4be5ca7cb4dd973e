import { Close } from '@mui/icons-material';
import { Box, Divider, Drawer, IconButton, List, ListItemButton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useMenu } from '../../shared/menu/use-menu';
import { useSession } from '../../shared/session/session';
import { useUserSettings } from '../../shared/user-settings/use-user-settings';
import { MenuEntryText } from './menu-entry';

/** The quick panel of SPEC.md 2.6: today in the org's time zone and the user's shortcuts. */
export function QuickPanel() {
  const { t, i18n } = useTranslation();
  const { me } = useSession();
  const { settings, updateLayout } = useUserSettings();
  const { items } = useMenu();
  if (!settings || !me) return null;
  const close = () => updateLayout({ ...settings.layout, quickPanel: false });
  const today = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'full',
    timeZone: me.info.timeZone,
  }).format(new Date());
  const shortcuts = items.filter((item) => settings.shortcuts.includes(item.route));
  return (
    <Drawer
      anchor="right"
      variant="temporary"
      open={settings.layout.quickPanel}
      onClose={close}
      slotProps={{ paper: { sx: { width: 300 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }} data-testid="quick-panel">
        <Typography variant="h6" sx={{ flex: 1 }}>
          {t('SETTINGS.QUICK_PANEL_TITLE')}
        </Typography>
        <IconButton onClick={close} aria-label={t('COMMON.CLOSE')}>
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <Typography variant="overline" color="text.secondary">
          {t('SETTINGS.TODAY')}
        </Typography>
        <Typography sx={{ fontWeight: 500 }}>{today}</Typography>
      </Box>
      <Divider />
      <Typography variant="overline" color="text.secondary" sx={{ px: 2, pt: 2 }}>
        {t('TOOLBAR.SHORTCUTS')}
      </Typography>
      {shortcuts.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
          {t('TOOLBAR.NO_SHORTCUTS')}
        </Typography>
      ) : (
        <List dense>
          {shortcuts.map((item) => (
            <ListItemButton key={item.route} component={NavLink} to={item.path} onClick={close}>
              <MenuEntryText item={item} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Drawer>
  );
}
