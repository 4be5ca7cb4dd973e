import type { AppRouteKey } from '@leadline/contracts';
import { type ComponentType, lazy } from 'react';

/** The settings screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'settings.crm': lazy(() => import('./settings-page')),
} satisfies Partial<Record<AppRouteKey, ComponentType>>;
