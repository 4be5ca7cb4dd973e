import { buildPath, findRoute, type TypeLead } from '@leadline/contracts';

const pathOf = (key: string) => findRoute(key)?.path ?? '';

/** The edit screen of a lead or sale order: /apps/orders/edit/{typeLead}/{leadId}. */
export function orderEditPath(typeLead: TypeLead, leadId: number): string {
  return buildPath(pathOf('orders.edit'), { typeLead, leadId });
}

/** SPEC.md 2.4's auto-open target: /apps/orders/listorder/returnList/UpdateLead/{leadId}. */
export function updateLeadPath(leadId: number): string {
  return buildPath(pathOf('orders.listorderUpdateLead'), { leadId });
}

/**
 * Navigation state that asks the order list to auto-open its first lead once loaded (when the
 * stored form's auto-open flag is on), e.g. `navigate(PATHS.orderList, { state: ORDER_LIST_AUTO_OPEN_STATE })`
 * after a lead was saved. A plain visit never auto-opens, so the list stays reachable.
 */
export const ORDER_LIST_AUTO_OPEN_STATE = { autoOpen: true } as const;

export function wantsAutoOpen(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { autoOpen?: unknown }).autoOpen === true;
}
