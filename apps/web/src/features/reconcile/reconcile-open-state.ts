import { RECONCILE_TABS, type ReconcileTab } from '@leadline/contracts';

/**
 * What another screen (the dashboard's finance figures) may open the reconcile list with, as the
 * navigation state: a tab and the partner's reported days. Anything else opens it as usual.
 */
export interface ReconcileOpenState {
  reconcileTab: ReconcileTab;
  dateFrom: string;
  dateTo: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readReconcileOpenState(state: unknown): ReconcileOpenState | null {
  if (!state || typeof state !== 'object') return null;
  const { reconcileTab, dateFrom, dateTo } = state as Record<string, unknown>;
  if (!(RECONCILE_TABS as readonly unknown[]).includes(reconcileTab)) return null;
  const day = (value: unknown) => (typeof value === 'string' && DAY.test(value) ? value : '');
  return { reconcileTab: reconcileTab as ReconcileTab, dateFrom: day(dateFrom), dateTo: day(dateTo) };
}
