/**
 * The refusals of the auto dialer by name: the locale key of each message the API answers (thrown
 * through the factories of apps/api http/app-error.ts). Texts: the feature's locale.ts, in en and
 * vi (error-catalogues.test.ts checks both).
 */
export const AUTO_DIALER_ERRORS = {
  ALREADY_IN_CALL: 'AUTO_DIALER.ALREADY_IN_CALL',
  AGENT_NOT_AVAILABLE: 'AUTO_DIALER.AGENT_NOT_AVAILABLE',
  NOT_AVAILABLE: 'AUTO_DIALER.NOT_AVAILABLE',
} as const;
