import { describe, expect, it } from 'vitest';
import { CDR_LIST_ROLES, LEAD_CDR_ROLES } from './features/cdrs/roles.js';
import { CALLING_LIST_ROLES, LEAD_CREATE_ROLES, LEAD_IMPORT_ROLES } from './features/lead-intake/roles.js';
import { ORDER_EXPORT_ROLES } from './features/order-exports/roles.js';
import { RESELL_LIST_ROLES } from './features/orders/roles.js';
import { isAgentOnly, REASSIGN_ROLES, ROLE, ROLE_CODES, VALIDATION_ROLES } from './roles.js';

/** The lists as the endpoint files wrote them in numbers before they were named here. */
const WRITTEN_OUT: [string, readonly number[], number[]][] = [
  ['REASSIGN_ROLES', REASSIGN_ROLES, [11, 14, 15, 16, 24]],
  ['RESELL_LIST_ROLES', RESELL_LIST_ROLES, [11, 14, 15, 16, 24, 27]],
  ['LEAD_CREATE_ROLES', LEAD_CREATE_ROLES, [11, 16, 14, 15, 24, 23, 12, 27]],
  ['LEAD_IMPORT_ROLES', LEAD_IMPORT_ROLES, [11, 16, 14, 15, 24, 23]],
  ['CALLING_LIST_ROLES', CALLING_LIST_ROLES, [11, 14, 15, 16, 12, 17, 18, 19, 20, 21, 22, 23, 24, 27, 28]],
  ['CDR_LIST_ROLES', CDR_LIST_ROLES, [11, 14, 15, 16, 20, 21, 23, 24]],
  ['LEAD_CDR_ROLES', LEAD_CDR_ROLES, [11, 14, 15, 16, 12, 20, 18, 21, 22, 23, 24, 27, 28, 17, 19]],
  [
    'ORDER_EXPORT_ROLES.management',
    ORDER_EXPORT_ROLES.management,
    [11, 14, 15, 16, 12, 17, 18, 19, 20, 24, 27, 21, 28],
  ],
  ['ORDER_EXPORT_ROLES.marketer', ORDER_EXPORT_ROLES.marketer, [11, 16, 15, 23, 24]],
  ['ORDER_EXPORT_ROLES.commission', ORDER_EXPORT_ROLES.commission, [11, 16, 15, 14, 20, 24]],
  ['ORDER_EXPORT_ROLES.collection', ORDER_EXPORT_ROLES.collection, [11, 16, 20, 21, 24]],
  ['VALIDATION_ROLES', VALIDATION_ROLES, [11, 14, 15, 16, 17, 18, 19, 20, 21, 24]],
];

describe('the named role sets', () => {
  it.each(WRITTEN_OUT)('%s holds its roles', (_, set, roles) => {
    expect([...set]).toEqual(roles);
  });

  it.each(WRITTEN_OUT)('%s names known roles, each once', (_, set) => {
    expect(set.every((role) => (ROLE_CODES as readonly number[]).includes(role))).toBe(true);
    expect(new Set(set).size).toBe(set.length);
  });
});

describe('isAgentOnly', () => {
  it('holds for users whose every role is an agent role', () => {
    expect(isAgentOnly([ROLE.AGENT])).toBe(true);
    expect(isAgentOnly([ROLE.RESELL_AGENT])).toBe(true);
    expect(isAgentOnly([ROLE.AGENT, ROLE.RESELL_AGENT])).toBe(true);
  });

  it('fails as soon as one role is not an agent role', () => {
    expect(isAgentOnly([ROLE.AGENT, ROLE.TEAM_LEADER])).toBe(false);
    expect(isAgentOnly([ROLE.RESELL_AGENT, ROLE.AUDITOR])).toBe(false);
    for (const role of ROLE_CODES.filter((code) => code !== ROLE.AGENT && code !== ROLE.RESELL_AGENT)) {
      expect(isAgentOnly([role]), String(role)).toBe(false);
    }
  });

  it('fails for a user with no role', () => {
    expect(isAgentOnly([])).toBe(false);
  });
});
