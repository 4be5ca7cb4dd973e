import { describe, expect, it } from 'vitest';
import { ORG_ID } from '../orgs.js';
import type { AppEnvironment } from './access-context.js';
import { landingPathFor } from './landing.js';

const AUTO_DIAL = '/auth/login-auto-dial';
const DASHBOARD = '/apps/dashboard';

describe('landingPathFor (SPEC.md 2.4, DOMAIN.md Roles)', () => {
  it.each([
    // The two agent codes land on the dialer choice in VN4 whatever the environment.
    [[12], ORG_ID.VN4, 'PROD', AUTO_DIAL],
    [[27], ORG_ID.VN4, 'PROD', AUTO_DIAL],
    [[12], ORG_ID.VN4, 'DEV', AUTO_DIAL],
    [[12, 14], ORG_ID.VN4, 'PROD', AUTO_DIAL],
    // Elsewhere only in the test environments.
    [[12], ORG_ID.VN1, 'PROD', DASHBOARD],
    [[27], ORG_ID.VN1, 'PROD', DASHBOARD],
    [[12], ORG_ID.VN1, 'DEV', AUTO_DIAL],
    [[12], ORG_ID.VN1, 'UAT', AUTO_DIAL],
    [[27], ORG_ID.TH1, 'UAT', AUTO_DIAL],
    [[12], ORG_ID.TH1, 'PROD', DASHBOARD],
    [[12], ORG_ID.HQ, 'PROD', DASHBOARD],
    // The first role decides.
    [[11], ORG_ID.VN4, 'PROD', DASHBOARD],
    [[11], ORG_ID.VN4, 'DEV', DASHBOARD],
    [[11], ORG_ID.VN1, 'UAT', DASHBOARD],
    [[11, 12], ORG_ID.VN4, 'PROD', DASHBOARD],
    [[14, 12], ORG_ID.VN4, 'PROD', DASHBOARD],
    [[14, 12], ORG_ID.VN1, 'DEV', DASHBOARD],
    [[20, 27], ORG_ID.VN4, 'UAT', DASHBOARD],
    [[], ORG_ID.VN4, 'DEV', DASHBOARD],
  ] as const)('roles %j in org %i (%s) land on %s', (roles, orgId, env, expected) => {
    expect(landingPathFor({ roles, orgId, env: env as AppEnvironment })).toBe(expected);
  });

  it('only 12 and 27 ever land on the dialer choice', () => {
    const codes = [11, 12, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 27, 28];
    const dialers = codes.filter(
      (code) => landingPathFor({ roles: [code], orgId: ORG_ID.VN4, env: 'PROD' }) === AUTO_DIAL,
    );
    expect(dialers).toEqual([12, 27]);
  });
});
