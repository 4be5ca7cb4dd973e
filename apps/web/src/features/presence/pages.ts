import type { AppRouteKey } from '@leadline/contracts';
import { type ComponentType, lazy } from 'react';

/** The presence screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'agents.liveBoard': lazy(() => import('./live-board-page')),
} satisfies Partial<Record<AppRouteKey, ComponentType>>;
