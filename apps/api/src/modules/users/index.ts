/** What other modules use of users: the org an administrator's new row joins (agent groups). */
export { orgForNewUser as orgForNewRow } from './users.service.js';
