import { lazyScreen, type ScreenPages } from '../../shared/ui/lazy-screen';

/** The reconcile screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'orders.reconcile': lazyScreen(() => import('./reconcile-page')),
} satisfies ScreenPages;
