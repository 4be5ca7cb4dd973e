import type { AppRouteKey } from '@leadline/contracts';
import { type ComponentType, lazy } from 'react';

/** The order manipulation screen by route key, loaded when first opened (app/pages.ts gathers it). */
export const PAGES = {
  'orders.manipulation': lazy(() => import('./order-manipulation-page')),
} satisfies Partial<Record<AppRouteKey, ComponentType>>;
