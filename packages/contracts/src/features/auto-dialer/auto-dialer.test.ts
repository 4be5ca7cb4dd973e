import { describe, expect, it } from 'vitest';
import { LEAD_STATUS } from '../../leads.js';
import { canUseAutoDialer, dialerDue, isAutoCallAgent } from './auto-dialer.js';

describe('auto-dialer access (SPEC.md 2.4 and 4, DOMAIN.md roles)', () => {
  it('lets roles 12 and 27 of VN4 use the dialer, and any org in DEV and UAT', () => {
    expect(canUseAutoDialer({ roles: [12], orgId: 15, env: 'PROD' })).toBe(true);
    expect(canUseAutoDialer({ roles: [27], orgId: 15, env: 'PROD' })).toBe(true);
    expect(canUseAutoDialer({ roles: [12], orgId: 4, env: 'PROD' })).toBe(false);
    expect(canUseAutoDialer({ roles: [12], orgId: 4, env: 'UAT' })).toBe(true);
    expect(canUseAutoDialer({ roles: [14], orgId: 15, env: 'DEV' })).toBe(false);
  });

  it('calls automatically for role 12 only', () => {
    expect(isAutoCallAgent({ roles: [12], orgId: 15, env: 'PROD' })).toBe(true);
    expect(isAutoCallAgent({ roles: [27], orgId: 15, env: 'PROD' })).toBe(false);
    expect(isAutoCallAgent({ roles: [12], orgId: 10, env: 'PROD' })).toBe(false);
    expect(isAutoCallAgent({ roles: [12], orgId: 10, env: 'DEV' })).toBe(true);
  });
});

describe('dialerDue: whether a lead needs the call now, and since when', () => {
  const now = Date.parse('2026-11-27T10:00:00Z');
  const base = {
    assignedAt: '2026-08-20T09:00:00Z',
    lastCallAt: '2026-09-27T09:00:00Z',
    nextAttemptAt: null,
    nextCallbackAt: null,
  };

  it('a Busy lead called two months ago without a timed redial is due since its redial delay after that call', () => {
    // Before: the attempt began at the assignment, the call of two months ago counted, nothing dialled.
    expect(dialerDue({ ...base, status: LEAD_STATUS.BUSY }, now)).toEqual({
      due: true,
      since: '2026-09-27T09:15:00.000Z',
    });
    expect(dialerDue({ ...base, status: LEAD_STATUS.NO_ANSWER }, now)).toEqual({
      due: true,
      since: '2026-09-27T09:30:00.000Z',
    });
  });

  it('a timed redial or a callback is due from its time on, not before', () => {
    const redial = { ...base, status: LEAD_STATUS.BUSY, nextAttemptAt: '2026-11-27T09:00:00Z' };
    expect(dialerDue(redial, now)).toEqual({ due: true, since: '2026-11-27T09:00:00Z' });
    expect(dialerDue({ ...redial, nextAttemptAt: '2026-11-27T11:00:00Z' }, now)).toEqual({
      due: false,
      reason: 'redial',
      at: '2026-11-27T11:00:00Z',
    });
    const callback = {
      ...base,
      status: LEAD_STATUS.CALLBACK_PROSPECT,
      nextCallbackAt: '2026-11-26T08:00:00Z',
    };
    expect(dialerDue(callback, now)).toEqual({ due: true, since: '2026-11-26T08:00:00Z' });
    expect(dialerDue({ ...callback, nextCallbackAt: '2026-11-28T08:00:00Z' }, now)).toMatchObject({
      due: false,
      reason: 'callback',
    });
  });

  it('a new lead is due since its assignment (a later one wins over an earlier redial time); a closed one never', () => {
    expect(dialerDue({ ...base, status: LEAD_STATUS.NEW, lastCallAt: null }, now)).toEqual({
      due: true,
      since: base.assignedAt,
    });
    const reassigned = { ...base, status: LEAD_STATUS.BUSY, assignedAt: '2026-11-27T09:50:00Z' };
    expect(dialerDue(reassigned, now)).toEqual({ due: true, since: '2026-11-27T09:50:00Z' });
    expect(dialerDue({ ...base, status: LEAD_STATUS.APPROVED }, now)).toEqual({
      due: false,
      reason: 'status',
    });
  });
});
