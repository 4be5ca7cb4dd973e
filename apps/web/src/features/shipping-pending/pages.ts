import { lazyScreen, type ScreenPages } from '../../shared/ui/lazy-screen';

/** The shipping-pending screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'orders.shippingPending': lazyScreen(() => import('./shipping-pending-page')),
} satisfies ScreenPages;
