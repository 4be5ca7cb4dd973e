import { describe, expect, it } from 'vitest';
import { AUTO_DIALER_CALLBACK_STATUSES } from './features/auto-dialer/auto-dialer.js';
import { CALLBACK_LEAD_STATUSES, CALLBACK_STATUSES, isCallbackStatus, LEAD_STATUS } from './leads.js';

describe('the callback statuses', () => {
  it('are potential (33), prospect (34) and consulting (35)', () => {
    expect([...CALLBACK_STATUSES].sort()).toEqual([33, 34, 35]);
    expect([...CALLBACK_LEAD_STATUSES].sort()).toEqual([33, 34, 35]);
    expect([...AUTO_DIALER_CALLBACK_STATUSES].sort()).toEqual([33, 34, 35]);
  });

  it('isCallbackStatus holds for them and for no other lead status', () => {
    for (const status of Object.values(LEAD_STATUS)) {
      expect(isCallbackStatus(status), String(status)).toBe([33, 34, 35].includes(status));
    }
    expect(isCallbackStatus(0)).toBe(false);
    expect(isCallbackStatus(36)).toBe(false);
  });
});
