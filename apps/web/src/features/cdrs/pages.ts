import type { AppRouteKey } from '@leadline/contracts';
import { type ComponentType, lazy } from 'react';

/** The cdrs screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'customers.cdrs': lazy(() => import('./cdrs-page')),
} satisfies Partial<Record<AppRouteKey, ComponentType>>;
