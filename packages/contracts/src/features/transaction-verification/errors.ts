/**
 * The refusals of transaction verification by name: the locale key of each message the API answers
 * (thrown through the factories of apps/api http/app-error.ts). Texts: the feature's locale.ts, in
 * en and vi (error-catalogues.test.ts checks both).
 */
export const TRANSACTION_VERIFICATION_ERRORS = {
  NOT_FOUND: 'TRANSACTION_VERIFICATION.ERROR.NOT_FOUND',
  ALREADY_DECIDED: 'TRANSACTION_VERIFICATION.ERROR.ALREADY_DECIDED',
  ORDER_NOT_FOUND: 'TRANSACTION_VERIFICATION.ERROR.ORDER_NOT_FOUND',
  ORDER_REQUIRED: 'TRANSACTION_VERIFICATION.ERROR.ORDER_REQUIRED',
  IMPORT_NO_FILE: 'TRANSACTION_VERIFICATION.ERROR.IMPORT_NO_FILE',
  BAD_WEBHOOK: 'TRANSACTION_VERIFICATION.ERROR.BAD_WEBHOOK',
} as const;
