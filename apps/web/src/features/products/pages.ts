import { lazyScreen, type ScreenPages } from '../../shared/ui/lazy-screen';

/** The products screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'products.management': lazyScreen(() => import('./catalogue-page')),
  'products.combo': lazyScreen(() => import('./combo-page')),
  'products.promotion': lazyScreen(() => import('./promotion-page')),
} satisfies ScreenPages;
