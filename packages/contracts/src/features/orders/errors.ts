/**
 * The refusals of the order lists (hold and reassign) by name: the locale key of each message the
 * API answers (thrown through the factories of apps/api http/app-error.ts). Texts: the feature's
 * locale.ts, in en and vi (error-catalogues.test.ts checks both).
 */
export const ORDERS_ERRORS = {
  HOLD_REASSIGN_HELD: 'ORDERS.HOLD.REASSIGN_HELD',
  HOLD_IN_TRASH: 'ORDERS.HOLD.IN_TRASH',
  HOLD_HELD_BY_OTHER: 'ORDERS.HOLD.HELD_BY_OTHER',
  HOLD_NOT_HELD: 'ORDERS.HOLD.NOT_HELD',
} as const;
