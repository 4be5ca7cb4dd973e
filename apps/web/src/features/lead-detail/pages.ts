import type { AppRouteKey } from '@leadline/contracts';
import { type ComponentType, lazy } from 'react';

const OrderEditPage = lazy(() => import('./order-edit-page'));

/** The lead-detail screens by route key, each loaded when first opened (app/pages.ts gathers them). */
export const PAGES = {
  'orders.edit': OrderEditPage,
  'orders.listorder': OrderEditPage,
  'orders.listorderUpdateLead': OrderEditPage,
  'orders.create': lazy(() => import('./order-create-page')),
} satisfies Partial<Record<AppRouteKey, ComponentType>>;
