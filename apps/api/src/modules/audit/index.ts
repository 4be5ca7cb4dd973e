/**
 * The audit log: every change to settings, money, permissions and bulk data, with who, when, from
 * where and what (docs/security.md "Audit"; audited-endpoints.ts names which calls write it).
 */
export { auditActor, secretChange, writeAudit } from './audit.repository.js';
