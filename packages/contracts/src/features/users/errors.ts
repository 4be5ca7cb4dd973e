/**
 * The refusals of user management by name: the locale key of each message the API answers (thrown
 * through the factories of apps/api http/app-error.ts). Texts: the feature's locale.ts, in en and
 * vi (error-catalogues.test.ts checks both).
 */
export const USERS_ERRORS = {
  OTHER_ORG: 'USERS.ERRORS.OTHER_ORG',
  ADMIN_ROLE_RESERVED: 'USERS.ERRORS.ADMIN_ROLE_RESERVED',
  GROUP_UNKNOWN: 'USERS.ERRORS.GROUP_UNKNOWN',
  USER_NAME_TAKEN: 'USERS.ERRORS.USER_NAME_TAKEN',
  NOT_SELF: 'USERS.ERRORS.NOT_SELF',
  IMPORT_ROW_REFUSED: 'USERS.IMPORT.ROW_REFUSED',
} as const;
