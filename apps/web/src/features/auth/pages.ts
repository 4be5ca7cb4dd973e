import { lazyScreen, type ScreenPages } from '../../shared/ui/lazy-screen';

/** The auth screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'auth.login': lazyScreen(() => import('./login-page')),
  'auth.forgotPassword': lazyScreen(() => import('./forgot-password-page')),
  'auth.logout': lazyScreen(() => import('./logout-page')),
  'auth.loginAutoDial': lazyScreen(() => import('./login-auto-dial-page')),
} satisfies ScreenPages;
