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
 * enforces and the web client reads to show or hide an action. Public calls need nothing;
 * the others need a role, and one the access row lists; a write needs such a role that is
 * not read-only.
 */
export function mayCallEndpoint(endpoint: EndpointRule, roles: readonly number[]): boolean {
  if (endpoint.access === 'public') return true;
  const granting = effectOf(endpoint) === 'write' ? roles.filter((role) => !readOnly.includes(role)) : roles;
  if (granting.length === 0) return false;
  return endpoint.access === 'authenticated' || passesRoleList(endpoint.access, granting);
}
