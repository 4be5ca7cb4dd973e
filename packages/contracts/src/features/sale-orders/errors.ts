/**
 * The refusals of sale orders (SPEC.md 5) by name: the locale key of each message the API answers
 * (thrown through the factories of apps/api http/app-error.ts). Texts: the feature's locale.ts and
 * the shared MESSAGES and ERRORS sections of locales/en.ts and vi.ts, in en and vi (error-
 * catalogues.test.ts checks both).
 */
export const SALE_ORDERS_ERRORS = {
  CHOOSE_PAYMENT_METHOD: 'MESSAGES.CHOOSE_PAYMENT_METHOD',
  TIME_NOT_CORRECT: 'MESSAGES.TIME_NOT_CORRECT',
  PRODUCT_NOT_TRUE: 'MESSAGES.PRODUCT_NOT_TRUE',
  DISCOUNT_OVER_PRICE: 'MESSAGES.DISCOUNT_OVER_PRICE',
} as const;
