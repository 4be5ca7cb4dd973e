import { lazyScreen, type ScreenPages } from '../../shared/ui/lazy-screen';

/** The auto-dialer screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  autoDialer: lazyScreen(() => import('./auto-dialer-page')),
} satisfies ScreenPages;
