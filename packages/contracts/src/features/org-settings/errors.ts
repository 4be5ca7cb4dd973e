/**
 * The refusals of the org settings by name: the locale key of each message the API answers (thrown
 * through the factories of apps/api http/app-error.ts). Texts: the feature's locale.ts, in en and
 * vi (error-catalogues.test.ts checks both).
 */
export const ORG_SETTINGS_ERRORS = {
  UNKNOWN_USERS: 'ORG_SETTINGS.ERROR.UNKNOWN_USERS',
  NETWORK_TAKEN: 'ORG_SETTINGS.ERROR.NETWORK_TAKEN',
} as const;
