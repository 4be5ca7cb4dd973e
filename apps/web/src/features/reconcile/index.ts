/** DO reconcile: the page is loaded lazily by its pages.ts; others open it on a tab and days. */
export type { ReconcileOpenState } from './reconcile-open-state';
