import { lazyScreen, type ScreenPages } from '../../shared/ui/lazy-screen';

const ValidationDetailPage = lazyScreen(() => import('./validation-detail-page'));

/** The validation screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'orders.validation': lazyScreen(() => import('./validation-page')),
  'orders.validationDetail': ValidationDetailPage,
  'orders.validationLead': ValidationDetailPage,
} satisfies ScreenPages;
