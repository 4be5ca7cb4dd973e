import { lazyScreen, type ScreenPages } from '../../shared/ui/lazy-screen';

/** The agent-groups screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'system.agentGroup': lazyScreen(() => import('./agent-groups-page')),
} satisfies ScreenPages;
