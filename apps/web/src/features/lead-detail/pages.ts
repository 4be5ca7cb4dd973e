import { lazyScreen, type ScreenPages } from '../../shared/ui/lazy-screen';

const OrderEditPage = lazyScreen(() => import('./order-edit-page'));

/** The lead-detail screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'orders.edit': OrderEditPage,
  'orders.listorder': OrderEditPage,
  'orders.listorderUpdateLead': OrderEditPage,
  'orders.create': lazyScreen(() => import('./order-create-page')),
} satisfies ScreenPages;
