import { lazyScreen, type ScreenPages } from '../../shared/ui/lazy-screen';

/** The settings screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'settings.crm': lazyScreen(() => import('./settings-page')),
} satisfies ScreenPages;
