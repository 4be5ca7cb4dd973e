import type { AppRouteKey } from '@leadline/contracts';
import { type ComponentType, lazy } from 'react';

/** The callbacks screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'callback.list': lazy(() => import('./callbacks-page')),
  'callback.management': lazy(() =>
    import('./callbacks-page').then((m) => ({ default: m.CallbackManagementPage })),
  ),
} satisfies Partial<Record<AppRouteKey, ComponentType>>;
