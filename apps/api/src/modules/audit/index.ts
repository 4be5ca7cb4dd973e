/** The audit log, written by sign-in, agent and presence actions. */
export { writeAudit } from './audit.repository.js';
