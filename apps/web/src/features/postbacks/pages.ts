import { lazyScreen, type ScreenPages } from '../../shared/ui/lazy-screen';

/** The postbacks screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'orders.pendingPostback': lazyScreen(() => import('./postbacks-page')),
} satisfies ScreenPages;
