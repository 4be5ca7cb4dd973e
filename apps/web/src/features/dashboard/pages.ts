import { lazyScreen, type ScreenPages } from '../../shared/ui/lazy-screen';

/** The dashboard screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  dashboard: lazyScreen(() => import('./dashboard-page')),
} satisfies ScreenPages;
