import { ROLE_GROUPS, writersAmong } from '../../roles.js';

/** The orders group's writers: the edit screen's saves, calls, phone change and new orders. */
export const ORDER_WRITE_ROLES = writersAmong(ROLE_GROUPS.orders);
