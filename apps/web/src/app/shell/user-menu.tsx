import { PATHS } from '@leadline/contracts';
import { AccountCircle, Key, Logout } from '@mui/icons-material';
import {
  Avatar,
  Box,
  Button,
  Divider,
  ListItemIcon,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { roleLabelKey } from '../../shared/session/role-label';
import { useSession } from '../../shared/session/session';
import { useShellState } from '../../shared/ui/shell-state';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { me } = useSession();
  const { setChangePasswordOpen } = useShellState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!me) return null;
  const firstRole = me.info.roles[0];
  const close = () => setAnchor(null);
  return (
    <>
      {/* Named by what it shows (the user's name, role and initials; WCAG 2.5.3: a voice user says
          what they see), described as the account menu. */}
      <Tooltip title={t('TOOLBAR.USER_MENU')} describeChild>
        <Button
          color="inherit"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-haspopup="menu"
          data-testid="user-menu-open"
          sx={{ gap: 1, px: 1 }}
        >
          {/* A long name ends in an ellipsis rather than pushing the toolbar wide. */}
          <Box
            sx={{
              display: { xs: 'none', md: 'block' },
              textAlign: 'right',
              lineHeight: 1.2,
              minWidth: 0,
              maxWidth: 220,
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={me.info.fullname}>
              {me.info.fullname}
            </Typography>
            <Typography variant="caption" sx={{ opacity: 0.7 }} noWrap>
              {firstRole !== undefined ? t(roleLabelKey(firstRole)) : ''}
            </Typography>
          </Box>
          <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: 14 }}>
            {initials(me.info.fullname)}
          </Avatar>
        </Button>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600, maxWidth: 320, overflowWrap: 'anywhere' }}>
            {me.info.fullname}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {me.info.userName} · {me.info.orgCode}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            navigate('/apps/profile');
          }}
        >
          <ListItemIcon>
            <AccountCircle fontSize="small" />
          </ListItemIcon>
          {t('TOOLBAR.PROFILE')}
        </MenuItem>
        <MenuItem
          data-testid="open-change-password"
          onClick={() => {
            close();
            setChangePasswordOpen(true);
          }}
        >
          <ListItemIcon>
            <Key fontSize="small" />
          </ListItemIcon>
          {t('TOOLBAR.CHANGE_PASSWORD')}
        </MenuItem>
        <MenuItem
          data-testid="logout"
          onClick={() => {
            close();
            navigate(PATHS.logout);
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('TOOLBAR.LOGOUT')}
        </MenuItem>
      </Menu>
    </>
  );
}
