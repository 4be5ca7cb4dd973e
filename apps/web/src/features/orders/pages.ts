import { lazyScreen, type ScreenPages } from '../../shared/ui/lazy-screen';

/** The orders screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'orders.list': lazyScreen(() => import('./order-list-page')),
  'orders.management': lazyScreen(() => import('./order-management-page')),
} satisfies ScreenPages;
