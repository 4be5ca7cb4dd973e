import type { AppRouteKey } from '@leadline/contracts';
import { type ComponentType, lazy } from 'react';

/** The orders screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'orders.list': lazy(() => import('./order-list-page')),
  'orders.management': lazy(() => import('./order-management-page')),
} satisfies Partial<Record<AppRouteKey, ComponentType>>;
