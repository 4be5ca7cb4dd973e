import { lazyScreen, type ScreenPages } from '../../shared/ui/lazy-screen';

/** The campaigns screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'campaign.management': lazyScreen(() => import('./campaign-management-page')),
  'campaign.configurations': lazyScreen(() => import('./campaign-configurations-page')),
} satisfies ScreenPages;
