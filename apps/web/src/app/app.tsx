import { LinearProgress } from '@mui/material';
import { QueryClient, QueryClientProvider, useIsFetching, useIsMutating } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { NotificationsProvider } from '../shared/notifications/notifications';
import { SessionProvider } from '../shared/session/session';
import { ShellStateProvider } from '../shared/ui/shell-state';
import { AppRoutes } from './app-routes';
import { AppTheme } from './app-theme';
import { ErrorBoundary } from './error-boundary';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** The thin loading bar over every page while a call is under way. */
function LoadingBar() {
  const busy = useIsFetching() + useIsMutating() > 0;
  return busy ? (
    <LinearProgress
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000, height: 3 }}
      data-testid="loading-bar"
    />
  ) : null;
}

function Root() {
  return (
    <SessionProvider>
      <AppTheme>
        <ErrorBoundary>
          <NotificationsProvider>
            <ShellStateProvider>
              <LoadingBar />
              <AppRoutes />
            </ShellStateProvider>
          </NotificationsProvider>
        </ErrorBoundary>
      </AppTheme>
    </SessionProvider>
  );
}

/**
 * A data router (rather than BrowserRouter) so that a form can hold a navigation it would lose
 * (useBlocker: shared/form/use-unsaved-changes.ts). One splat route hands every
 * path to AppRoutes, whose <Routes> stay as they were.
 */
const router = createBrowserRouter([{ path: '*', element: <Root /> }]);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
