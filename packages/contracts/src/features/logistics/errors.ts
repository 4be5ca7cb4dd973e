/**
 * The refusals of the logistics webhook by name: the locale key of each message the API answers
 * (thrown through the factories of apps/api http/app-error.ts). Texts: the feature's locale.ts, in
 * en and vi (error-catalogues.test.ts checks both).
 */
export const LOGISTICS_ERRORS = {
  WEBHOOK_UNKNOWN_TRACKING_CODE: 'LOGISTICS.WEBHOOK.UNKNOWN_TRACKING_CODE',
} as const;
