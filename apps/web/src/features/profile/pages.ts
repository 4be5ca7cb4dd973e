import type { AppRouteKey } from '@leadline/contracts';
import { type ComponentType, lazy } from 'react';

/** The profile screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  profile: lazy(() => import('./profile-page')),
} satisfies Partial<Record<AppRouteKey, ComponentType>>;
