import type { AppRouteKey } from '@leadline/contracts';
import { type ComponentType, lazy } from 'react';

/** The postbacks screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'orders.pendingPostback': lazy(() => import('./postbacks-page')),
} satisfies Partial<Record<AppRouteKey, ComponentType>>;
