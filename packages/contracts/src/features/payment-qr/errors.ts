/**
 * The refusals of the payment QR by name: the locale key of each message the API answers (thrown
 * through the factories of apps/api http/app-error.ts). Texts: the feature's locale.ts, in en and
 * vi (error-catalogues.test.ts checks both).
 */
export const PAYMENT_QR_ERRORS = {
  NOT_AVAILABLE: 'PAYMENT_QR.ERROR.NOT_AVAILABLE',
  BUILD_FAILED: 'PAYMENT_QR.ERROR.BUILD_FAILED',
} as const;
