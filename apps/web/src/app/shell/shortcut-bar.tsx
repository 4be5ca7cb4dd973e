import { Star, StarBorder } from '@mui/icons-material';
import {
  Box,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { MenuIcon } from '../../shared/menu/menu-icons';
import { useMenu } from '../../shared/menu/use-menu';
import { useUserSettings } from '../../shared/user-settings/use-user-settings';

/** Starred pages as icon buttons, and a menu to star or unstar any page of the user's menu. */
export function ShortcutBar() {
  const { t } = useTranslation();
  const { items } = useMenu();
  const { settings, toggleShortcut } = useUserSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const starred = (settings?.shortcuts ?? [])
    .map((key) => items.find((item) => item.route === key))
    .filter((item) => item !== undefined);

  return (
    <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center' }} data-testid="shortcut-bar">
      {starred.map((item) => (
        <Tooltip key={item.route} title={t(item.titleKey)}>
          <IconButton
            color="inherit"
            component={NavLink}
            to={item.path}
            aria-label={t(item.titleKey)}
            data-testid={`shortcut-${item.route}`}
          >
            <MenuIcon name={item.icon} />
          </IconButton>
        </Tooltip>
      ))}
      <Tooltip title={t('TOOLBAR.SHORTCUTS')}>
        <IconButton
          color="inherit"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={t('TOOLBAR.ADD_SHORTCUT')}
          data-testid="shortcut-menu-open"
        >
          <Star sx={{ color: 'warning.main' }} />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxHeight: 420, width: 300 } } }}
      >
        <Typography sx={{ px: 2, py: 1, fontWeight: 600 }}>{t('TOOLBAR.SHORTCUTS')}</Typography>
        {starred.length === 0 ? (
          <Typography sx={{ px: 2, pb: 1 }} variant="body2" color="text.secondary">
            {t('TOOLBAR.NO_SHORTCUTS')}
          </Typography>
        ) : null}
        <Divider />
        {items.map((item) => {
          const isStarred = settings?.shortcuts.includes(item.route) ?? false;
          return (
            <MenuItem
              key={item.route}
              onClick={() => toggleShortcut(item.route)}
              data-testid={`shortcut-toggle-${item.route}`}
            >
              <ListItemIcon>
                <MenuIcon name={item.icon} />
              </ListItemIcon>
              <ListItemText primary={t(item.titleKey)} />
              <Tooltip title={isStarred ? t('TOOLBAR.UNSTAR') : t('TOOLBAR.STAR')}>
                {isStarred ? (
                  <Star fontSize="small" sx={{ color: 'warning.main' }} />
                ) : (
                  <StarBorder fontSize="small" />
                )}
              </Tooltip>
            </MenuItem>
          );
        })}
      </Menu>
    </Box>
  );
}
