import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_PAGE_SIZE,
  DELAY_MS,
  LANGUAGES,
  MENU_SEARCH_LIMIT,
  PRIMARY_COLOR,
  STORAGE_KEYS,
} from './constants.js';
import { CODE_OK } from './envelope.js';
import {
  AGENT_ACTIVITY_ID,
  AGENT_STATE,
  SYNONYM_TYPE_IDS,
  UNCALL_STATUS,
} from './features/reference/synonyms.js';

describe('business constants (SPEC.md 9)', () => {
  it('paging, search and language', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(MENU_SEARCH_LIMIT).toBe(10);
    expect([...LANGUAGES].sort()).toEqual(['en', 'vi']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(PRIMARY_COLOR.toLowerCase()).toBe('#005993');
    expect(CODE_OK).toBe(200);
  });

  it('delays', () => {
    expect(DELAY_MS).toEqual({
      redirectOnDeletedLead: 800,
      afterValidate: 800,
      afterCreate: 1000,
      onForbiddenLead: 5000,
      distributionLoadingBar: 500,
      autoCall: 10_000,
      blockedAgentLogout: 15_000,
      messageAutoHide: 6000,
    });
  });

  it('the synthetic uncall status, synonym types and agent states', () => {
    expect(UNCALL_STATUS).toEqual({ value: 0, id: 9999, typeId: 1, synonymId: 373 });
    for (const id of [53, 54, 55, 50, 49, 47, 58, 5]) expect(SYNONYM_TYPE_IDS).toContain(id);
    expect(AGENT_ACTIVITY_ID).toBe(53);
    expect(AGENT_STATE.LOGOUT).toBe(2);
    expect(AGENT_STATE.UNAVAILABLE).toBe(8);
  });

  it('the browser storage keys of SPEC.md 3', () => {
    const values = Object.values(STORAGE_KEYS);
    for (const key of [
      'access_token',
      'language',
      'leadDataInfo',
      'isMakeCall',
      'rowsPerPageAll',
      'rowsPerPageDoReconcile',
      'rowsPerPageAllPendingPostback',
      'rowsPerPageTransactionVerification',
    ]) {
      expect(values).toContain(key);
    }
    expect(new Set(values).size).toBe(values.length);
  });
});
