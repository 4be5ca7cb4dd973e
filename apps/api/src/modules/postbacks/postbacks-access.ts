import { type AccessContext, APP_ROUTES, canAccessRoute, POSTBACKS_ERRORS } from '@leadline/contracts';
import { forbidden } from '../../http/app-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { type ListScope, listScope } from '../../shared/lists/list-scope.js';

export type PostbackScope = ListScope;

const PENDING_POSTBACK_ROUTE = APP_ROUTES.find((route) => route.key === 'orders.pendingPostback');

/**
 * SPEC.md 6's country check of pending postback, applied to its calls as to its page: every role
 * in the countries that waive the route's list (TH), only its list (24) elsewhere. The endpoint
 * table admits every role (POSTBACK_ROLES); this is the rest of the rule.
 */
export function assertPostbackAccess(access: AccessContext): void {
  if (!PENDING_POSTBACK_ROUTE || !canAccessRoute(PENDING_POSTBACK_ROUTE, access))
    throw forbidden(POSTBACKS_ERRORS.FORBIDDEN);
}

/** The caller's scope of the postbacks, after the country check: the org asked for, an agent's own leads. */
export function postbackScope(
  access: AccessContext,
  user: SessionUser,
  orgId: number | undefined,
): PostbackScope {
  assertPostbackAccess(access);
  return listScope(user, orgId);
}
