import {
  APP_ROUTES,
  type AppRouteDefinition,
  type AppRouteKey,
  matchRoute,
  PATHS,
  ROUTE_REDIRECTS,
} from '@leadline/contracts';
import { Suspense } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { useSession } from '../shared/session/session';
import { ScreenTitle } from '../shared/ui/document-title';
import { lazyScreen } from '../shared/ui/lazy-screen';
import { ErrorBoundary } from './error-boundary';
import { PAGES, preloadPage } from './pages';
import { ComingSoonPage } from './placeholders';
import { FullPageLoader, RouteGuard } from './route-guard';

const routes = APP_ROUTES as readonly AppRouteDefinition[];

// Loaded once a page needs them, so the login page downloads only what it draws (docs/web.md):
// the shell (menus, toolbar, agent status, web phone) draws for a logged-in user
// only, and the date pickers' provider (MUI X, dayjs) only on the pages behind the login.
const AppShell = lazyScreen(() => import('./shell').then((m) => ({ default: m.AppShell })));
const DatePickersProvider = lazyScreen(() =>
  import('../shared/i18n/date-pickers').then((m) => ({ default: m.DatePickersProvider })),
);

/**
 * The code a signed-in visit's first screen draws with, asked for at once as the app starts (while
 * GET agent/me is on its way): the shell, the date pickers' provider and the page of the address.
 * Drawn one inside the other, each would otherwise start downloading only once the one around it
 * had drawn. Failures are left to the drawing, which tries again and shows its error.
 */
export function preloadFirstScreen(pathname: string): void {
  const redirects: Record<string, string> = ROUTE_REDIRECTS;
  const route = matchRoute(redirects[pathname] ?? pathname);
  if (!route || route.public) return;
  const parts = [DatePickersProvider.preload(), preloadPage(route.key as AppRouteKey)];
  if (!route.bare) parts.push(AppShell.preload());
  for (const part of parts) part.catch(() => undefined);
}

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
