import type { AppRouteKey } from '@leadline/contracts';
import { type ComponentType, lazy } from 'react';

/** The transaction-verification screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'orders.transactionVerification': lazy(() => import('./transaction-verification-page')),
} satisfies Partial<Record<AppRouteKey, ComponentType>>;
