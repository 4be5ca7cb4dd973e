import { lazyScreen, type ScreenPages } from '../../shared/ui/lazy-screen';

/** The profile screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  profile: lazyScreen(() => import('./profile-page')),
} satisfies ScreenPages;
