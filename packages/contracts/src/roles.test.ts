import { describe, expect, it } from 'vitest';
import { DIALER_ROLES, ROLE, ROLE_CODES, ROLE_GROUPS, ROLE_SLUG, ROUTE_ROLES } from './roles.js';
import type { AppRouteDefinition } from './routes.js';
import { APP_ROUTES } from './routes.js';
import {
  SPEC_CODES_SEEN,
  SPEC_ORDER_LIST,
  SPEC_ROLE_GROUPS,
  SPEC_VALIDATION_AND_SHIPPING,
} from './testing/spec-section-6.js';

const SPEC_ROUTE_SPECIFICS: { path: string; roles: number[] }[] = [
  { path: '/apps/orders/list', roles: SPEC_ORDER_LIST },
  { path: '/apps/orders/management', roles: [...SPEC_ORDER_LIST, 21, 28] },
  { path: '/apps/orders/transactionVerification', roles: [20] },
  { path: '/apps/orders/reconcile', roles: [11, 20] },
  { path: '/apps/orders/validation', roles: SPEC_VALIDATION_AND_SHIPPING },
  { path: '/apps/orders/shipping', roles: SPEC_VALIDATION_AND_SHIPPING },
  { path: '/apps/orders/trash-management', roles: [11, 15, 16, 17, 19, 20, 24] },
];

/** DOMAIN.md 'Roles': code and name of every role. */
const DOMAIN_ROLE_NAMES: [number, keyof typeof ROLE][] = [
  [11, 'ADMIN'],
  [16, 'ORG_ADMIN'],
  [12, 'AGENT'],
  [27, 'RESELL_AGENT'],
  [14, 'TEAM_LEADER'],
  [15, 'MANAGER'],
  [17, 'VALIDATOR'],
  [18, 'LOGISTICS'],
  [19, 'QC'],
  [20, 'FINANCE'],
  [21, 'FULFILMENT'],
  [22, 'CUSTOMER_SERVICE'],
  [23, 'MARKETING'],
  [24, 'DIRECTOR'],
  [28, 'AUDITOR'],
];

const sorted = (list: readonly number[]) => [...list].sort((a, b) => a - b);

function routeByPath(path: string): AppRouteDefinition {
  const route = (APP_ROUTES as readonly AppRouteDefinition[]).find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No APP_ROUTES entry for ${path}`);
  return route;
}

describe('role codes', () => {
  it('are exactly the codes SPEC.md section 6 has seen', () => {
    expect(sorted(ROLE_CODES)).toEqual(SPEC_CODES_SEEN);
  });

  it.each(DOMAIN_ROLE_NAMES)('role %i is named %s as in DOMAIN.md', (code, name) => {
    expect(ROLE[name]).toBe(code);
  });

  it('every code has a distinct i18n slug', () => {
    expect(sorted(Object.keys(ROLE_SLUG).map(Number))).toEqual(SPEC_CODES_SEEN);
    const slugs = Object.values(ROLE_SLUG);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z][a-z-]*$/);
  });

  it('the two auto-dialer agent codes of SPEC.md 2.4 are 12 and 27 (DOMAIN.md)', () => {
    expect(sorted(DIALER_ROLES)).toEqual([12, 27]);
  });
});

describe('ROLE_GROUPS against the SPEC.md section 6 table', () => {
  it('has exactly the groups of the SPEC table', () => {
    expect(Object.keys(ROLE_GROUPS).sort()).toEqual(Object.keys(SPEC_ROLE_GROUPS).sort());
  });

  it.each(Object.entries(SPEC_ROLE_GROUPS))('group %s has the SPEC members', (group, members) => {
    const actual = ROLE_GROUPS[group as keyof typeof ROLE_GROUPS];
    expect(actual, `group ${group}`).toBeDefined();
    expect(sorted(actual)).toEqual(sorted(members));
    expect(new Set(actual).size, `group ${group} has duplicates`).toBe(actual.length);
  });

  it('every code in a group is a code seen, and "all" holds every code', () => {
    for (const members of Object.values(ROLE_GROUPS)) {
      for (const code of members) expect(SPEC_CODES_SEEN).toContain(code);
    }
    expect(sorted(ROLE_GROUPS.all)).toEqual(SPEC_CODES_SEEN);
  });
});

describe('route specifics of SPEC.md section 6', () => {
  it.each(SPEC_ROUTE_SPECIFICS)('$path has the SPEC authDetail list', ({ path, roles }) => {
    const route = routeByPath(path);
    expect(route.authDetail, `${path} authDetail`).toBeDefined();
    expect(sorted(route.authDetail ?? [])).toEqual(sorted(roles));
    expect(new Set(route.authDetail).size).toBe(route.authDetail?.length);
  });

  it('ROUTE_ROLES holds the same lists', () => {
    expect(sorted(ROUTE_ROLES.orderList)).toEqual(sorted(SPEC_ORDER_LIST));
    expect(sorted(ROUTE_ROLES.orderManagement)).toEqual(sorted([...SPEC_ORDER_LIST, 21, 28]));
    expect(sorted(ROUTE_ROLES.transactionVerification)).toEqual([20]);
    expect(sorted(ROUTE_ROLES.reconcile)).toEqual([11, 20]);
    expect(sorted(ROUTE_ROLES.validation)).toEqual(SPEC_VALIDATION_AND_SHIPPING);
    expect(sorted(ROUTE_ROLES.shipping)).toEqual(SPEC_VALIDATION_AND_SHIPPING);
    expect(sorted(ROUTE_ROLES.trashManagement)).toEqual([11, 15, 16, 17, 19, 20, 24]);
  });

  it('pending postback is restricted to 24 outside the countries where every role works it', () => {
    expect(sorted(ROUTE_ROLES.pendingPostbackRestricted)).toEqual([24]);
    const route = routeByPath('/apps/orders/pendingPostback');
    expect(sorted(route.auth ?? [])).toEqual(SPEC_CODES_SEEN);
    expect(sorted(route.authDetail ?? [])).toEqual([24]);
    expect(route.authDetailWaivedIn?.length).toBeGreaterThan(0);
  });

  it('the validation and trash sub-pages share their list screen rules', () => {
    for (const path of [
      '/apps/orders/validation/detail/:orderId',
      '/apps/orders/validation/:typeLead/:leadId',
    ]) {
      expect(sorted(routeByPath(path).authDetail ?? []), path).toEqual(SPEC_VALIDATION_AND_SHIPPING);
    }
    expect(sorted(routeByPath('/apps/orders/trash/:typeLead/:leadId').authDetail ?? [])).toEqual([
      11, 15, 16, 17, 19, 20, 24,
    ]);
  });

  it('no role of a route list is dead: each one also passes the route auth group', () => {
    for (const route of APP_ROUTES as readonly AppRouteDefinition[]) {
      if (!route.authDetail || !route.auth) continue;
      for (const code of route.authDetail) expect(route.auth, `${route.key}: role ${code}`).toContain(code);
    }
  });
});
