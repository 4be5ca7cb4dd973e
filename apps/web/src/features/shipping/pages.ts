import type { AppRouteKey } from '@leadline/contracts';
import { type ComponentType, lazy } from 'react';

/** The shipping screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'orders.shipping': lazy(() => import('./shipping-page')),
  'orders.shippingDhl': lazy(() => import('./shipping-page').then((m) => ({ default: m.ShippingDhlPage }))),
  'orders.shippingKerry': lazy(() =>
    import('./shipping-page').then((m) => ({ default: m.ShippingKerryPage })),
  ),
  'orders.shippingSap': lazy(() => import('./shipping-page').then((m) => ({ default: m.ShippingSapPage }))),
} satisfies Partial<Record<AppRouteKey, ComponentType>>;
