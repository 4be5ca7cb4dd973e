/**
 * The refusals of campaign management by name: the locale key of each message the API answers
 * (thrown through the factories of apps/api http/app-error.ts). Texts: the feature's locale.ts, in
 * en and vi (error-catalogues.test.ts checks both).
 */
export const CAMPAIGNS_ERRORS = {
  PRODUCT_UNKNOWN: 'CAMPAIGNS.ERROR.PRODUCT_UNKNOWN',
  ORG_REQUIRED: 'CAMPAIGNS.ERROR.ORG_REQUIRED',
  CODE_TAKEN: 'CAMPAIGNS.ERROR.CODE_TAKEN',
  LIST_NAME_TAKEN: 'CAMPAIGNS.ERROR.LIST_NAME_TAKEN',
  CALLBACK_TOO_FAR: 'CAMPAIGNS.ERROR.CALLBACK_TOO_FAR',
} as const;
