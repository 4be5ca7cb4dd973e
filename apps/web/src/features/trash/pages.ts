import type { AppRouteKey } from '@leadline/contracts';
import { type ComponentType, lazy } from 'react';

/** The trash screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'orders.trashManagement': lazy(() => import('./trash-management-page')),
  'orders.trash': lazy(() => import('./trash-lead-page')),
} satisfies Partial<Record<AppRouteKey, ComponentType>>;
