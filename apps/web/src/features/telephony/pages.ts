import { lazyScreen, type ScreenPages } from '../../shared/ui/lazy-screen';

/** The telephony screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  phone: lazyScreen(() => import('./phone-page')),
} satisfies ScreenPages;
