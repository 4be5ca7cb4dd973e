/**
 * The refusals of agent groups by name: the locale key of each message the API answers (thrown
 * through the factories of apps/api http/app-error.ts). Texts: the feature's locale.ts, in en and
 * vi (error-catalogues.test.ts checks both).
 */
export const AGENT_GROUPS_ERRORS = {
  NAME_TAKEN: 'AGENT_GROUPS.ERRORS.NAME_TAKEN',
  INACTIVE: 'AGENT_GROUPS.ERRORS.INACTIVE',
  NOT_AGENT: 'AGENT_GROUPS.ERRORS.NOT_AGENT',
  NOT_MEMBER: 'AGENT_GROUPS.ERRORS.NOT_MEMBER',
  CAMPAIGN_UNKNOWN: 'AGENT_GROUPS.ERRORS.CAMPAIGN_UNKNOWN',
} as const;
