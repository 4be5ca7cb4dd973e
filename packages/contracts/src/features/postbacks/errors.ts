/**
 * The refusals of postbacks by name: the locale key of each message the API answers (thrown through
 * the factories of apps/api http/app-error.ts). Texts: the feature's locale.ts, in en and vi
 * (error-catalogues.test.ts checks both).
 */
export const POSTBACKS_ERRORS = {
  LEAD_NOT_FOUND: 'POSTBACKS.ERROR.LEAD_NOT_FOUND',
  NO_TEMPLATE: 'POSTBACKS.ERROR.NO_TEMPLATE',
  NO_CLICK_ID: 'POSTBACKS.ERROR.NO_CLICK_ID',
  NO_NETWORK: 'POSTBACKS.ERROR.NO_NETWORK',
  NOT_FOUND: 'POSTBACKS.ERROR.NOT_FOUND',
  FORBIDDEN: 'POSTBACKS.ERROR.FORBIDDEN',
} as const;
