import { lazyScreen, type ScreenPages } from '../../shared/ui/lazy-screen';

/** The callbacks screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'callback.list': lazyScreen(() => import('./callbacks-page')),
  'callback.management': lazyScreen(() =>
    import('./callbacks-page').then((m) => ({ default: m.CallbackManagementPage })),
  ),
} satisfies ScreenPages;
