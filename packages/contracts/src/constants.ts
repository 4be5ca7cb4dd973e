/** SPEC.md 9 business constants shared by the client and the server. */
export const DEFAULT_PAGE_SIZE = 10;

export const DELAY_MS = {
  redirectOnDeletedLead: 800,
  afterValidate: 800,
  afterCreate: 1000,
  onForbiddenLead: 5000,
  distributionLoadingBar: 500,
  autoCall: 10_000,
  blockedAgentLogout: 15_000,
  messageAutoHide: 6000,
} as const;

export const MENU_SEARCH_LIMIT = 10;

export const LANGUAGES = ['en', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const PRIMARY_COLOR = '#005993';

/** Browser storage keys of SPEC.md 3. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  userInfo: 'user_info',
  dialerProfile: 'dialer_profile',
  userId: 'userId',
  language: 'language',
  leadDataInfo: 'leadDataInfo',
  isMakeCall: 'isMakeCall',
  rowsPerPageAll: 'rowsPerPageAll',
  rowsPerPageDoReconcile: 'rowsPerPageDoReconcile',
  rowsPerPageAllPendingPostback: 'rowsPerPageAllPendingPostback',
  rowsPerPageTransactionVerification: 'rowsPerPageTransactionVerification',
  orderListFilter: 'orderListFilter',
  orderManagementFilter: 'orderManagementFilter',
  redirectUrl: 'redirectUrl',
} as const;

/** The media type of every .xlsx the product sends (exports, import templates, failed rows). */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
