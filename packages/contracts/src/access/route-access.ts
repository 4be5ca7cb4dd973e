import { countryVariantOf } from '../orgs.js';
import type { AppRouteDefinition } from '../routes.js';
import type { AccessContext } from './access-context.js';
import { isTestEnvironment } from './access-context.js';

/**
 * SPEC.md 6: access is allowed if the list is absent, or empty while the user has no roles,
 * or shares at least one role with the user.
 */
export function passesRoleList(list: readonly number[] | undefined, userRoles: readonly number[]): boolean {
  if (!list) return true;
  if (list.length === 0) return userRoles.length === 0;
  return list.some((role) => userRoles.includes(role));
}

/** SPEC.md 6: the org is listed, or the environment is DEV or UAT. */
export function passesOrgCheck(orgs: readonly number[] | undefined, ctx: AccessContext): boolean {
  if (!orgs) return true;
  return isTestEnvironment(ctx.env) || orgs.includes(ctx.orgId);
}

export function canAccessRoute(route: AppRouteDefinition, ctx: AccessContext): boolean {
  if (route.public) return true;
  if (!passesRoleList(route.auth, ctx.roles)) return false;
  const detailWaived = route.authDetailWaivedIn?.includes(countryVariantOf(ctx.orgId)) ?? false;
  if (!detailWaived && !passesRoleList(route.authDetail, ctx.roles)) return false;
  return passesOrgCheck(route.orgs, ctx);
}
