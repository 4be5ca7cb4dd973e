import type { VisibleMenuGroup, VisibleMenuItem } from '@leadline/contracts';
import { ExpandLess, ExpandMore } from '@mui/icons-material';
import {
  Collapse,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { MenuIcon } from '../../shared/menu/menu-icons';

const itemSx = {
  mx: 1,
  my: 0.25,
  borderRadius: 1.5,
  color: 'inherit',
  '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText' },
  '&.active .MuiListItemIcon-root': { color: 'primary.contrastText' },
  // The theme's focus ring is the primary colour, close to the navbar's dark background.
  '&.Mui-focusVisible': { outlineColor: 'currentColor', outlineOffset: -2 },
} as const;

function NavItem({
  item,
  folded,
  nested,
  onNavigate,
}: {
  item: VisibleMenuItem;
  folded: boolean;
  nested: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const title = t(item.titleKey);
  const button = (
    <ListItemButton
      component={NavLink}
      to={item.path}
      sx={{ ...itemSx, pl: folded ? 2.25 : nested ? 4 : 2 }}
      onClick={onNavigate}
      data-testid={`nav-${item.route}`}
    >
      <ListItemIcon sx={{ minWidth: 36, color: 'inherit', opacity: 0.85 }}>
        <MenuIcon name={item.icon} />
      </ListItemIcon>
      {folded ? null : (
        <ListItemText primary={title} slotProps={{ primary: { noWrap: true, sx: { fontSize: 14 } } }} />
      )}
    </ListItemButton>
  );
  // A list holds list items only (axe's list rule, docs/accessibility.md): the link sits in its
  // <li>.
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {folded ? (
        <Tooltip title={title} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </ListItem>
  );
}

function NavGroup({
  group,
  folded,
  onNavigate,
}: {
  group: VisibleMenuGroup;
  folded: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const containsCurrent = group.items.some((item) => location.pathname.startsWith(item.path));
  const [open, setOpen] = useState(true);
  if (folded) {
    return (
      <>
        {group.items.map((item) => (
          <NavItem key={item.route} item={item} folded nested={false} onNavigate={onNavigate} />
        ))}
      </>
    );
  }
  // The group is one item of the menu's list: its button and, nested, the list of its pages.
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        sx={{ ...itemSx, fontWeight: containsCurrent ? 600 : 400 }}
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
      >
        <ListItemIcon sx={{ minWidth: 36, color: 'inherit', opacity: 0.85 }}>
          <MenuIcon name={group.icon} />
        </ListItemIcon>
        <ListItemText
          primary={t(group.titleKey ?? '')}
          slotProps={{ primary: { sx: { fontSize: 14, fontWeight: 'inherit' } } }}
        />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List disablePadding>
          {group.items.map((item) => (
            <NavItem key={item.route} item={item} folded={false} nested onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

/** SPEC.md 2.1's Applications menu as a vertical list; folded shows icons with tooltips. */
export function VerticalNavigation({
  groups,
  folded,
  onNavigate,
}: {
  groups: VisibleMenuGroup[];
  folded: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  // The <nav> landmark is the navbar around this list (vertical-navbar.tsx); the list is a <ul>
  // whose subheader is its first <li>.
  return (
    <List
      subheader={
        folded ? undefined : (
          // Not sticky: on a transparent navbar a sticky header would sit on top of the items.
          <ListSubheader
            disableSticky
            sx={{
              bgcolor: 'transparent',
              color: 'inherit',
              opacity: 0.6,
              fontSize: 12,
              textTransform: 'uppercase',
              letterSpacing: 1,
            }}
          >
            {t('NAV.APPLICATIONS')}
          </ListSubheader>
        )
      }
    >
      {groups.map((group) =>
        group.key === null ? (
          group.items.map((item) => (
            <NavItem key={item.route} item={item} folded={folded} nested={false} onNavigate={onNavigate} />
          ))
        ) : (
          <NavGroup key={group.key} group={group} folded={folded} onNavigate={onNavigate} />
        ),
      )}
    </List>
  );
}
