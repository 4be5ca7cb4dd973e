import { lazyScreen, type ScreenPages } from '../../shared/ui/lazy-screen';

/** The shipping screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'orders.shipping': lazyScreen(() => import('./shipping-page')),
  'orders.shippingDhl': lazyScreen(() =>
    import('./shipping-page').then((m) => ({ default: m.ShippingDhlPage })),
  ),
  'orders.shippingKerry': lazyScreen(() =>
    import('./shipping-page').then((m) => ({ default: m.ShippingKerryPage })),
  ),
  'orders.shippingSap': lazyScreen(() =>
    import('./shipping-page').then((m) => ({ default: m.ShippingSapPage })),
  ),
} satisfies ScreenPages;
