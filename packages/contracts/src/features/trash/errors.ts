/**
 * The refusals of trash management by name: the locale key of each message the API answers (thrown
 * through the factories of apps/api http/app-error.ts). Texts: the feature's locale.ts, in en and
 * vi (error-catalogues.test.ts checks both).
 */
export const TRASH_ERRORS = {
  RESTORE_NOT_IN_TRASH: 'TRASH.RESTORE.NOT_IN_TRASH',
} as const;
