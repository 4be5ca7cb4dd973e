import { lazyScreen, type ScreenPages } from '../../shared/ui/lazy-screen';

/** The order manipulation screen by route key, loaded when first opened (app/pages.ts gathers it). */
export const PAGES = {
  'orders.manipulation': lazyScreen(() => import('./order-manipulation-page')),
} satisfies ScreenPages;
