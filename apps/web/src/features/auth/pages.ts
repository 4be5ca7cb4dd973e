import type { AppRouteKey } from '@leadline/contracts';
import { type ComponentType, lazy } from 'react';

/** The auth screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'auth.login': lazy(() => import('./login-page')),
  'auth.forgotPassword': lazy(() => import('./forgot-password-page')),
  'auth.logout': lazy(() => import('./logout-page')),
  'auth.loginAutoDial': lazy(() => import('./login-auto-dial-page')),
} satisfies Partial<Record<AppRouteKey, ComponentType>>;
