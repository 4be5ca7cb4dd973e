import { lazyScreen, type ScreenPages } from '../../shared/ui/lazy-screen';

/** The trash screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'orders.trashManagement': lazyScreen(() => import('./trash-management-page')),
  'orders.trash': lazyScreen(() => import('./trash-lead-page')),
} satisfies ScreenPages;
