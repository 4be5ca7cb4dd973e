/**
 * The refusals of shipping pending by name: the locale key of each message the API answers (thrown
 * through the factories of apps/api http/app-error.ts). Texts: the feature's locale.ts, in en and
 * vi (error-catalogues.test.ts checks both).
 */
export const SHIPPING_PENDING_ERRORS = {
  UNKNOWN_FFM_PARTNER: 'SHIPPING_PENDING.ERROR.UNKNOWN_FFM_PARTNER',
  LM_NOT_OFFERED: 'SHIPPING_PENDING.ERROR.LM_NOT_OFFERED',
  WAREHOUSE_NOT_OFFERED: 'SHIPPING_PENDING.ERROR.WAREHOUSE_NOT_OFFERED',
  NOT_REMOVABLE: 'SHIPPING_PENDING.ERROR.NOT_REMOVABLE',
} as const;
