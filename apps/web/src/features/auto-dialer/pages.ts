import type { AppRouteKey } from '@leadline/contracts';
import { type ComponentType, lazy } from 'react';

/** The auto-dialer screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  autoDialer: lazy(() => import('./auto-dialer-page')),
} satisfies Partial<Record<AppRouteKey, ComponentType>>;
