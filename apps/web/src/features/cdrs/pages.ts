import { lazyScreen, type ScreenPages } from '../../shared/ui/lazy-screen';

/** The cdrs screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'customers.cdrs': lazyScreen(() => import('./cdrs-page')),
} satisfies ScreenPages;
