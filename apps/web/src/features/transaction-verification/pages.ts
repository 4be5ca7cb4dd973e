import { lazyScreen, type ScreenPages } from '../../shared/ui/lazy-screen';

/** The transaction-verification screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'orders.transactionVerification': lazyScreen(() => import('./transaction-verification-page')),
} satisfies ScreenPages;
