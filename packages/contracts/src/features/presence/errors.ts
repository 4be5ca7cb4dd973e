/**
 * The refusals of presence by name: the locale key of each message the API answers (thrown through
 * the factories of apps/api http/app-error.ts). Texts: the feature's locale.ts, in en and vi
 * (error-catalogues.test.ts checks both).
 */
export const PRESENCE_ERRORS = {
  NOT_YOUR_STATUS: 'PRESENCE.NOT_YOUR_STATUS',
  UNKNOWN_STATE: 'PRESENCE.UNKNOWN_STATE',
  REASON_REQUIRED: 'PRESENCE.REASON_REQUIRED',
  LOGOUT_NEEDS_UNAVAILABLE: 'PRESENCE.LOGOUT_NEEDS_UNAVAILABLE',
  CANNOT_BLOCK_SELF: 'PRESENCE.CANNOT_BLOCK_SELF',
} as const;
