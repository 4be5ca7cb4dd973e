import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EndpointDefinition } from '../endpoint-definition.js';
import { ENDPOINTS } from '../endpoints.js';
import { READ_ONLY_ROLES, ROLE_CODES, ROLE_GROUPS, type RoleCode } from '../roles.js';
import type { AccessExpectations, SpecList } from '../testing/access-expectations.js';
import { SPEC_CODES_SEEN, SPEC_ROLE_GROUPS, SPEC_ROUTE_LISTS } from '../testing/spec-section-6.js';
import { effectOf, isReadOnlyUser, mayCallEndpoint } from './endpoint-access.js';

type Expectations = AccessExpectations<Record<string, EndpointDefinition>>;

/**
 * Every feature's access expectations (features/<f>/endpoint-access.testing.ts, beside its
 * endpoints), gathered into one suite over every endpoint: a feature with calls and no such file
 * fails the first test below.
 */
const features = new URL('../features/', import.meta.url);
const EXPECTATIONS: Expectations[] = await Promise.all(
  readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .filter((entry) =>
      readdirSync(new URL(`${entry.name}/`, features)).includes('endpoint-access.testing.ts'),
    )
    .map(
      async (entry) =>
        (
          (await import(new URL(`${entry.name}/endpoint-access.testing.ts`, features).href)) as {
            ACCESS_EXPECTATIONS: Expectations;
          }
        ).ACCESS_EXPECTATIONS,
    ),
);

const BOUNDS: Record<string, 'public' | SpecList | SpecList[]> = Object.assign(
  {},
  ...EXPECTATIONS.map((expectations) => expectations.bounds),
);

function specRoles(name: SpecList): number[] {
  const [kind, key] = name.split('.') as ['group' | 'route', string];
  const list = kind === 'group' ? SPEC_ROLE_GROUPS[key] : SPEC_ROUTE_LISTS[key];
  if (!list) throw new Error(`SPEC.md 6 has no ${name}`);
  return list;
}

const entries = Object.entries(ENDPOINTS as Record<string, EndpointDefinition>);

describe('every endpoint against SPEC.md section 6', () => {
  it('every endpoint has its SPEC bound in its feature, and every bound an endpoint', () => {
    const bounded = EXPECTATIONS.flatMap((expectations) => Object.keys(expectations.bounds));
    expect(bounded.sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });

  it.each(entries)('%s admits no role outside its SPEC list', (key, endpoint) => {
    const bound = BOUNDS[key];
    if (!bound) throw new Error(`${key} has no SPEC bound in its feature's endpoint-access.testing.ts`);
    if (bound === 'public') {
      expect(endpoint.access).toBe('public');
      return;
    }
    expect(endpoint.access, `${key} is public but SPEC gives it a list`).not.toBe('public');
    const allowed = new Set((Array.isArray(bound) ? bound : [bound]).flatMap(specRoles));
    const admitted =
      endpoint.access === 'authenticated' ? SPEC_CODES_SEEN : (endpoint.access as readonly number[]);
    for (const role of admitted) expect(allowed.has(role), `${key} admits role ${role}`).toBe(true);
  });

  it('the CDR list and its export are exactly the customers group; the callback schedule the callback group', () => {
    for (const key of ['cdrList', 'cdrExport'] as const)
      expect([...(ENDPOINTS[key].access as readonly number[])].sort()).toEqual(
        [...ROLE_GROUPS.customers].sort(),
      );
    expect([...(ENDPOINTS.scheduleCallback.access as readonly number[])].sort()).toEqual(
      [...ROLE_GROUPS.callback].sort(),
    );
  });
});

describe('read-only roles', () => {
  it('a GET reads and any other method writes unless the row says otherwise', () => {
    expect(effectOf({ method: 'GET' })).toBe('read');
    expect(effectOf({ method: 'POST' })).toBe('write');
    expect(effectOf({ method: 'PUT' })).toBe('write');
    expect(effectOf({ method: 'DELETE' })).toBe('write');
    expect(effectOf({ method: 'POST', effect: 'read' })).toBe('read');
    expect(effectOf({ method: 'GET', effect: 'write' })).toBe('write');
  });

  it('no write row lists a read-only role or admits every signed-in user: the row is what the server does', () => {
    const admittingReadOnly = entries
      .filter(([, endpoint]) => endpoint.access !== 'public' && effectOf(endpoint) === 'write')
      .filter(
        ([, endpoint]) =>
          endpoint.access === 'authenticated' ||
          (endpoint.access as readonly number[]).some((role) => READ_ONLY_ROLES.includes(role as RoleCode)),
      )
      .map(([key]) => key);
    expect(admittingReadOnly).toEqual([]);
  });

  it.each(entries.filter(([, endpoint]) => endpoint.access !== 'public' && effectOf(endpoint) === 'write'))(
    'the auditor alone may not call %s',
    (_key, endpoint) => {
      expect(mayCallEndpoint(endpoint, [28])).toBe(false);
    },
  );

  it('a user who also holds a writing role writes through it', () => {
    expect(mayCallEndpoint(ENDPOINTS.saveLead, [28, 15])).toBe(true);
    expect(mayCallEndpoint(ENDPOINTS.saveLead, [28])).toBe(false);
    // Role 28 is in the orders group, but not on the save's row: 22 grants the write here.
    expect(mayCallEndpoint(ENDPOINTS.saveLead, [22, 28])).toBe(true);
    expect(ENDPOINTS.saveLead.access).not.toContain(28);
  });

  it('reads and own-account calls stay open to the auditor', () => {
    expect(mayCallEndpoint(ENDPOINTS.orderManagementSearch, [28])).toBe(true);
    expect(mayCallEndpoint(ENDPOINTS.orderExportManagement, [28])).toBe(true);
    expect(mayCallEndpoint(ENDPOINTS.orderDetail, [28])).toBe(true);
    expect(mayCallEndpoint(ENDPOINTS.agentUpdate, [28])).toBe(true);
    expect(mayCallEndpoint(ENDPOINTS.logout, [28])).toBe(true);
  });

  it('only a user whose every role is read-only is read-only', () => {
    expect(isReadOnlyUser([28])).toBe(true);
    expect(isReadOnlyUser([28, 12])).toBe(false);
    expect(isReadOnlyUser([])).toBe(false);
  });

  it('every non-GET row that is not a write says why: it reads, or it is the caller’s own account', () => {
    const exempt = entries
      .filter(([, endpoint]) => endpoint.method !== 'GET' && effectOf(endpoint) !== 'write')
      .map(([key, endpoint]) => `${key}:${effectOf(endpoint)}`)
      .sort();
    // A POST that reads (filters, exports) or an own-account call, as each feature's notWrites
    // says: a change there is a decision to write down in docs/permissions.md.
    const declared = EXPECTATIONS.flatMap((expectations) =>
      Object.entries(expectations.notWrites ?? {}).map(([key, effect]) => `${key}:${effect}`),
    );
    expect(exempt).toEqual(declared.sort());
  });

  it('role codes are the SPEC codes', () => {
    expect([...ROLE_CODES].sort()).toEqual([...SPEC_CODES_SEEN].sort());
  });
});
