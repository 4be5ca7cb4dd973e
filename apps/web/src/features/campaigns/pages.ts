import type { AppRouteKey } from '@leadline/contracts';
import { type ComponentType, lazy } from 'react';

/** The campaigns screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'campaign.management': lazy(() => import('./campaign-management-page')),
  'campaign.configurations': lazy(() => import('./campaign-configurations-page')),
} satisfies Partial<Record<AppRouteKey, ComponentType>>;
