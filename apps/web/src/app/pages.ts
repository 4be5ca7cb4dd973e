import type { AppRouteKey } from '@leadline/contracts';
import type { ComponentType } from 'react';
import type { LazyScreen, ScreenPages } from '../shared/ui/lazy-screen';
import { DenyAccessPage, DenyLeadAccessPage, NotFoundPage, ServerErrorPage } from './errors';

type Pages = Partial<Record<AppRouteKey, ComponentType | LazyScreen>>;

/**
 * Each feature declares its screens by route key in its own pages.ts (each page a lazy import, so
 * it stays a chunk of its own); Vite gathers them here at build time, so a new screen touches no
 * file outside its feature folder. pages.ts holds only the lazy wrappers: loading them all at
 * start costs a few bytes each, never a page's code.
 */
const FEATURE_PAGES = import.meta.glob<ScreenPages>('../features/*/pages.ts', {
  eager: true,
  import: 'PAGES',
});

function gather(declared: Record<string, ScreenPages>): Pages {
  const pages: Pages = {};
  for (const [file, featurePages] of Object.entries(declared))
    for (const [key, page] of Object.entries(featurePages) as [AppRouteKey, LazyScreen][]) {
      // Two features claiming one route would leave one screen unreachable: fail at once instead.
      if (pages[key]) throw new Error(`${file}: the route ${key} already has a page`);
      pages[key] = page;
    }
  return pages;
}

/** Screens built so far, by route key; every other route shows its placeholder. Pages load lazily. */
export const PAGES: Pages = {
  ...gather(FEATURE_PAGES),
  'errors.404': NotFoundPage,
  'errors.500': ServerErrorPage,
  'errors.denyAccess': DenyAccessPage,
  'errors.denyLeadAccess': DenyLeadAccessPage,
};

/** Starts the download of a route's page, when it is a lazy one (the first screen: app-routes.tsx). */
export function preloadPage(key: AppRouteKey): Promise<unknown> {
  const page = PAGES[key];
  return page && 'preload' in page ? page.preload() : Promise.resolve();
}
