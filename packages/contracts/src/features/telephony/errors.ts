/**
 * The refusals of telephony by name: the locale key of each message the API answers (thrown through
 * the factories of apps/api http/app-error.ts). Texts: the feature's locale.ts, in en and vi
 * (error-catalogues.test.ts checks both).
 */
export const TELEPHONY_ERRORS = {
  WEB_PHONE_NOT_ALLOWED: 'TELEPHONY.WEB_PHONE_NOT_ALLOWED',
  INVALID_NUMBER: 'TELEPHONY.INVALID_NUMBER',
  CALL_ENDED: 'TELEPHONY.CALL_ENDED',
  PBX_URL_REQUIRED: 'TELEPHONY.PBX_URL_REQUIRED',
  PROVIDER_UNAVAILABLE: 'TELEPHONY.PROVIDER_UNAVAILABLE',
} as const;
