import type { AppRouteKey } from '@leadline/contracts';
import type { ComponentType } from 'react';
import type { LazyScreen } from '../shared/ui/lazy-screen';
import { DenyAccessPage, DenyLeadAccessPage, NotFoundPage, ServerErrorPage } from './errors';
import { FEATURE_PAGES } from './feature-pages';

type Pages = Partial<Record<AppRouteKey, ComponentType | LazyScreen>>;

/** Screens built so far, by route key; every other route shows its placeholder. Pages load lazily. */
export const PAGES: Pages = {
  ...FEATURE_PAGES,
  'errors.404': NotFoundPage,
  'errors.500': ServerErrorPage,
  'errors.denyAccess': DenyAccessPage,
  'errors.denyLeadAccess': DenyLeadAccessPage,
};
