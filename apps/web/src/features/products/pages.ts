import type { AppRouteKey } from '@leadline/contracts';
import { type ComponentType, lazy } from 'react';

/** The products screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'products.management': lazy(() => import('./catalogue-page')),
  'products.combo': lazy(() => import('./combo-page')),
  'products.promotion': lazy(() => import('./promotion-page')),
} satisfies Partial<Record<AppRouteKey, ComponentType>>;
