import type { AppRouteKey } from '@leadline/contracts';
import { type ComponentType, lazy } from 'react';

/** The agent-groups screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'system.agentGroup': lazy(() => import('./agent-groups-page')),
} satisfies Partial<Record<AppRouteKey, ComponentType>>;
