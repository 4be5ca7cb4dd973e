import { REASSIGN_ROLES, ROLE } from '../../roles.js';

/** Who works the resell list: the resell agent (27) and the managers above agents. */
export const RESELL_LIST_ROLES = [...REASSIGN_ROLES, ROLE.RESELL_AGENT] as const;
