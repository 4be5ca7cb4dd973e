import type { AppRouteKey } from '@leadline/contracts';
import { type ComponentType, lazy } from 'react';

/** The distribution screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'orders.distribution': lazy(() => import('./distribution-all-page')),
  'orders.distributionDetail': lazy(() => import('./distribution-detail-page')),
} satisfies Partial<Record<AppRouteKey, ComponentType>>;
