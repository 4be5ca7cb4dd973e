import type { VisibleMenuGroup } from '@leadline/contracts';
import { ExpandMore } from '@mui/icons-material';
import { Box, Button, ListItemIcon, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { MenuIcon } from '../../shared/menu/menu-icons';

function GroupMenu({ group }: { group: VisibleMenuGroup }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<MenuIcon name={group.icon} />}
        endIcon={<ExpandMore />}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t(group.titleKey ?? '')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {group.items.map((item) => (
          <MenuItem
            key={item.route}
            component={NavLink}
            to={item.path}
            onClick={() => setAnchor(null)}
            data-testid={`nav-${item.route}`}
          >
            <ListItemIcon>
              <MenuIcon name={item.icon} />
            </ListItemIcon>
            {t(item.titleKey)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** Layouts 2 and 3: the same menu as a bar of buttons with drop-down groups. */
export function HorizontalNavigation({ groups }: { groups: VisibleMenuGroup[] }) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('NAV.APPLICATIONS')}
      sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}
    >
      {groups.map((group) =>
        group.key === null ? (
          group.items.map((item) => (
            <Button
              key={item.route}
              color="inherit"
              component={NavLink}
              to={item.path}
              startIcon={<MenuIcon name={item.icon} />}
              data-testid={`nav-${item.route}`}
            >
              {t(item.titleKey)}
            </Button>
          ))
        ) : (
          <GroupMenu key={group.key} group={group} />
        ),
      )}
    </Box>
  );
}
