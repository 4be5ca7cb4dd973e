import { type AppRouteKey, matchRoute, ROUTE_REDIRECTS } from '@leadline/contracts';
import { FEATURE_PAGES } from './feature-pages';
import { AppShell, DatePickersProvider } from './lazy-parts';

/**
 * The code a signed-in visit's first screen draws with, asked for as the page starts (main.tsx),
 * beside the app's own code rather than after it: the shell, the date pickers' provider and the
 * page of the address. Drawn one inside the other, each would otherwise start downloading only once
 * the one around it had drawn; asked from the app's module, only once the app (MUI, the router) had
 * arrived and run. This module holds no MUI and no page code, so it comes in one round trip.
 * Failures are left to the drawing, which tries again and shows its error.
 */
export function preloadFirstScreen(pathname: string): void {
  const redirects: Record<string, string> = ROUTE_REDIRECTS;
  const route = matchRoute(redirects[pathname] ?? pathname);
  if (!route || route.public) return;
  const page = FEATURE_PAGES[route.key as AppRouteKey];
  const parts = [DatePickersProvider.preload(), page ? page.preload() : Promise.resolve()];
  if (!route.bare) parts.push(AppShell.preload());
  for (const part of parts) part.catch(() => undefined);
}
