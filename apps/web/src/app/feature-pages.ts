import type { AppRouteKey } from '@leadline/contracts';
import type { LazyScreen, ScreenPages } from '../shared/ui/lazy-screen';

/**
 * Each feature declares its screens by route key in its own pages.ts (each page a lazy import, so
 * it stays a chunk of its own); Vite gathers them here at build time, so a new screen touches no
 * file outside its feature folder. Only the lazy wrappers: no page's code, no MUI, so that the
 * first screen's preload (first-screen.ts) can run before the app's code has arrived.
 */
const DECLARED = import.meta.glob<ScreenPages>('../features/*/pages.ts', { eager: true, import: 'PAGES' });

function gather(declared: Record<string, ScreenPages>): ScreenPages {
  const pages: ScreenPages = {};
  for (const [file, featurePages] of Object.entries(declared))
    for (const [key, page] of Object.entries(featurePages) as [AppRouteKey, LazyScreen][]) {
      // Two features claiming one route would leave one screen unreachable: fail at once instead.
      if (pages[key]) throw new Error(`${file}: the route ${key} already has a page`);
      pages[key] = page;
    }
  return pages;
}

/** The features' screens by route key. */
export const FEATURE_PAGES: ScreenPages = gather(DECLARED);
