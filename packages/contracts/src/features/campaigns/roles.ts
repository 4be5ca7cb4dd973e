import { ROLE_GROUPS, type RoleCode } from '../../roles.js';

/**
 * Campaign management and configuration (/apps/campaign/management and /configurations, SPEC.md 6
 * 'campaign'): the screens' route group reads and writes campaigns and their calling lists.
 */
export const CAMPAIGN_MANAGE_ROLES: readonly RoleCode[] = ROLE_GROUPS.campaign;
