import type { AppRouteKey } from '@leadline/contracts';
import { type ComponentType, lazy } from 'react';

const ValidationDetailPage = lazy(() => import('./validation-detail-page'));

/** The validation screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'orders.validation': lazy(() => import('./validation-page')),
  'orders.validationDetail': ValidationDetailPage,
  'orders.validationLead': ValidationDetailPage,
} satisfies Partial<Record<AppRouteKey, ComponentType>>;
