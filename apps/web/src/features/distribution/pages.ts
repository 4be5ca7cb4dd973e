import { lazyScreen, type ScreenPages } from '../../shared/ui/lazy-screen';

/** The distribution screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'orders.distribution': lazyScreen(() => import('./distribution-all-page')),
  'orders.distributionDetail': lazyScreen(() => import('./distribution-detail-page')),
} satisfies ScreenPages;
