import type { AppRouteKey } from '@leadline/contracts';
import type { ComponentType } from 'react';
import { DenyAccessPage, DenyLeadAccessPage, NotFoundPage, ServerErrorPage } from './errors';

type Pages = Partial<Record<AppRouteKey, ComponentType>>;

/**
 * Each feature declares its screens by route key in its own pages.ts (each page a lazy import, so
 * it stays a chunk of its own); Vite gathers them here at build time, so a new screen touches no
 * file outside its feature folder. pages.ts holds only the lazy wrappers: loading them all at
 * start costs a few bytes each, never a page's code.
 */
const FEATURE_PAGES = import.meta.glob<Pages>('../features/*/pages.ts', { eager: true, import: 'PAGES' });

function gather(declared: Record<string, Pages>): Pages {
  const pages: Pages = {};
  for (const [file, featurePages] of Object.entries(declared))
    for (const [key, page] of Object.entries(featurePages) as [AppRouteKey, ComponentType][]) {
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
