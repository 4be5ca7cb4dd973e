import { lazyScreen, type ScreenPages } from '../../shared/ui/lazy-screen';

/** The presence screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'agents.liveBoard': lazyScreen(() => import('./live-board-page')),
} satisfies ScreenPages;
