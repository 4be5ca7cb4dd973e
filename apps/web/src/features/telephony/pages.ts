import type { AppRouteKey } from '@leadline/contracts';
import { type ComponentType, lazy } from 'react';

/** The telephony screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  phone: lazy(() => import('./phone-page')),
} satisfies Partial<Record<AppRouteKey, ComponentType>>;
