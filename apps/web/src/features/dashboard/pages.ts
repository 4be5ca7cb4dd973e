import type { AppRouteKey } from '@leadline/contracts';
import { type ComponentType, lazy } from 'react';

/** The dashboard screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  dashboard: lazy(() => import('./dashboard-page')),
} satisfies Partial<Record<AppRouteKey, ComponentType>>;
