import {
  type AppRouteDefinition,
  canAccessRoute,
  matchRoute,
  PATHS,
  STORAGE_KEYS,
} from '@leadline/contracts';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../shared/session/session';
import { browserStorage } from '../shared/storage/browser-storage';

export function FullPageLoader() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <CircularProgress aria-label="loading" />
    </Box>
  );
}

function SessionUnavailable({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', textAlign: 'center', p: 3 }}>
      <Box>
        <Typography sx={{ mb: 2 }}>{t('ERRORS.SERVER_UNREACHABLE')}</Typography>
        <Button variant="contained" onClick={retry}>
          {t('COMMON.RETRY')}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * SPEC.md 2.4: no token → login (the address is kept to come back to); a route the user's
 * roles do not pass → the saved redirect URL when it is allowed, else deny-access.
 */
export function RouteGuard({ route, children }: { route: AppRouteDefinition; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (route.public) return <>{children}</>;
  if (!session.token) {
    browserStorage.write(STORAGE_KEYS.redirectUrl, `${location.pathname}${location.search}`);
    return <Navigate to={PATHS.login} replace />;
  }
  if (session.failed) return <SessionUnavailable retry={session.retry} />;
  if (!session.me || !session.access) return <FullPageLoader />;
  if (canAccessRoute(route, session.access)) return <>{children}</>;

  const saved = browserStorage.read(STORAGE_KEYS.redirectUrl);
  browserStorage.write(STORAGE_KEYS.redirectUrl, null);
  const savedRoute = saved ? matchRoute(saved.split('?')[0] ?? '') : undefined;
  if (saved && savedRoute && savedRoute !== route && canAccessRoute(savedRoute, session.access)) {
    return <Navigate to={saved} replace />;
  }
  return <Navigate to={PATHS.denyAccess} replace />;
}
