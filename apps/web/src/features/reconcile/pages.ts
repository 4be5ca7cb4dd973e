import type { AppRouteKey } from '@leadline/contracts';
import { type ComponentType, lazy } from 'react';

/** The reconcile screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'orders.reconcile': lazy(() => import('./reconcile-page')),
} satisfies Partial<Record<AppRouteKey, ComponentType>>;
