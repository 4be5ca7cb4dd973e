import type { AppRouteKey } from '@leadline/contracts';
import { type ComponentType, lazy } from 'react';

/** The shipping-pending screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'orders.shippingPending': lazy(() => import('./shipping-pending-page')),
} satisfies Partial<Record<AppRouteKey, ComponentType>>;
