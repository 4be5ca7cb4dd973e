/**
 * The refusals of distribution by name: the locale key of each message the API answers (thrown
 * through the factories of apps/api http/app-error.ts). Texts: the feature's locale.ts, in en and
 * vi (error-catalogues.test.ts checks both).
 */
export const DISTRIBUTION_ERRORS = {
  NO_AGENTS: 'DISTRIBUTION.ERROR.NO_AGENTS',
  NO_CALLING_LIST: 'DISTRIBUTION.ERROR.NO_CALLING_LIST',
  NO_GROUP: 'DISTRIBUTION.ERROR.NO_GROUP',
  NOT_AN_AGENT: 'DISTRIBUTION.ERROR.NOT_AN_AGENT',
} as const;
