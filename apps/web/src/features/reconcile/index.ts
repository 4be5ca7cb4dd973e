/** DO reconcile: the page is loaded lazily by app/pages.tsx; others open it on a tab and days. */
export type { ReconcileOpenState } from './reconcile-open-state';
