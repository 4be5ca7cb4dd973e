import type { EndpointDefinition, EndpointEffect } from '../endpoint-definition.js';
import { READ_ONLY_ROLES } from '../roles.js';
import { passesRoleList } from './route-access.js';

type EndpointRule = Pick<EndpointDefinition, 'access' | 'method' | 'effect'>;

const readOnly: readonly number[] = READ_ONLY_ROLES;

/** A call's effect: its own, or by its method (GET reads, everything else writes). */
export function effectOf(endpoint: Pick<EndpointDefinition, 'method' | 'effect'>): EndpointEffect {
  return endpoint.effect ?? (endpoint.method === 'GET' ? 'read' : 'write');
}

/** Every role of the user is read-only: nothing the user calls may write business data. */
export function isReadOnlyUser(roles: readonly number[]): boolean {
  return roles.length > 0 && roles.every((role) => readOnly.includes(role));
}

/**
 * Whether a user with these roles may call the endpoint: the one rule the API's access guard
 * enforces and the web client reads to show or hide an action. Public calls need nothing; the
 * others need a role, and one the access row lists. The row is the whole truth: a write's row
 * never lists a read-only role nor says `authenticated` (roles.ts `writersAmong`; a contracts test
 * holds every row to it), so what the table says is what the server does.
 */
export function mayCallEndpoint(endpoint: EndpointRule, roles: readonly number[]): boolean {
  if (endpoint.access === 'public') return true;
  if (roles.length === 0) return false;
  return endpoint.access === 'authenticated' || passesRoleList(endpoint.access, roles);
}
