import { ORG_ID } from '../orgs.js';
import { DIALER_ROLES } from '../roles.js';
import { PATHS } from '../routes.js';
import type { AccessContext } from './access-context.js';
import { isTestEnvironment } from './access-context.js';

/** SPEC.md 2.4 / DOMAIN.md: the first role decides; 12 and 27 in VN4 (or DEV/UAT) auto-dial. */
export function landingPathFor(ctx: AccessContext): string {
  const firstRole = ctx.roles[0];
  const dialer = firstRole !== undefined && DIALER_ROLES.includes(firstRole as (typeof DIALER_ROLES)[number]);
  if (dialer && (ctx.orgId === ORG_ID.VN4 || isTestEnvironment(ctx.env))) return PATHS.loginAutoDial;
  return PATHS.dashboard;
}
