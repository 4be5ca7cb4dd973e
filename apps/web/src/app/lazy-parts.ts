import { lazyScreen } from '../shared/ui/lazy-screen';

// Loaded once a page needs them, so the login page downloads only what it draws (docs/web.md):
// the shell (menus, toolbar, agent status, web phone) draws for a logged-in user
// only, and the date pickers' provider (MUI X, dayjs) only on the pages behind the login.
export const AppShell = lazyScreen(() => import('./shell').then((m) => ({ default: m.AppShell })));
export const DatePickersProvider = lazyScreen(() =>
  import('../shared/i18n/date-pickers').then((m) => ({ default: m.DatePickersProvider })),
);
