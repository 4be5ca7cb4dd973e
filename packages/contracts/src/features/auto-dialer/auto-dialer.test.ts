import { describe, expect, it } from 'vitest';
import { canUseAutoDialer, isAutoCallAgent } from './auto-dialer.js';

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
