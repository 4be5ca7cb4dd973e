import { APP_ROUTES, type AppRouteDefinition, PATHS, ROUTE_REDIRECTS } from '@leadline/contracts';
import { Suspense } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { useSession } from '../shared/session/session';
import { ScreenTitle } from '../shared/ui/document-title';
import { ErrorBoundary } from './error-boundary';
import { AppShell, DatePickersProvider } from './lazy-parts';
import { PAGES } from './pages';
import { ComingSoonPage } from './placeholders';
import { FullPageLoader, RouteGuard } from './route-guard';

const routes = APP_ROUTES as readonly AppRouteDefinition[];

function page(route: AppRouteDefinition) {
  const Page = PAGES[route.key as keyof typeof PAGES];
  const content = (
    <ScreenTitle titleKey={route.pageTitleKey ?? route.titleKey}>
      <ErrorBoundary>{Page ? <Page /> : <ComingSoonPage route={route} />}</ErrorBoundary>
    </ScreenTitle>
  );
  return (
    <RouteGuard route={route}>
      {route.public ? content : <DatePickersProvider>{content}</DatePickersProvider>}
    </RouteGuard>
  );
}

/** Pages inside the shell need a session before the shell draws. */
function ShellLayout() {
  const session = useSession();
  if (!session.token) return <Outlet />;
  if (!session.me) return <Outlet />;
  return (
    <AppShell>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}

/** SPEC.md 2: every route of the contracts' table, the redirects of 2.3 and error-404 for the rest. */
export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Routes>
        {Object.entries(ROUTE_REDIRECTS).map(([from, to]) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        {routes
          .filter((route) => route.bare)
          .map((route) => (
            <Route key={route.key} path={route.path} element={page(route)} />
          ))}
        <Route element={<ShellLayout />}>
          {routes
            .filter((route) => !route.bare)
            .map((route) => (
              <Route key={route.key} path={route.path} element={page(route)} />
            ))}
        </Route>
        <Route path="*" element={<Navigate to={PATHS.notFound} replace />} />
      </Routes>
    </Suspense>
  );
}
