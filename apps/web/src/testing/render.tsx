import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { DatePickersProvider } from '../shared/i18n/date-pickers';
import { NotificationsProvider } from '../shared/notifications/notifications';
import { SessionProvider } from '../shared/session/session';

/**
 * What a screen's parts find around them in the app (app/app.tsx): a query cache of the test's own,
 * the router at `path`, the session (signed out: nothing stored, so nothing is asked of a server),
 * the notifications and the date pickers. Nothing is faked: a part that needs the server's answers belongs in the
 * browser tests.
 */
export function AppFrame({
  children,
  path = '/',
  client,
}: {
  children: ReactNode;
  path?: string;
  client?: QueryClient;
}) {
  const queryClient =
    client ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>
          <NotificationsProvider>
            <DatePickersProvider>{children}</DatePickersProvider>
          </NotificationsProvider>
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

export function renderInApp(ui: ReactNode, options: Omit<RenderOptions, 'wrapper'> & { path?: string } = {}) {
  const { path, ...rest } = options;
  return render(ui, { ...rest, wrapper: ({ children }) => <AppFrame path={path}>{children}</AppFrame> });
}

export function renderHookInApp<Result>(hook: () => Result, { path }: { path?: string } = {}) {
  return renderHook(hook, { wrapper: ({ children }) => <AppFrame path={path}>{children}</AppFrame> });
}
