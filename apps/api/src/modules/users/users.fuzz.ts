import { ORG_ID } from '@leadline/contracts';
import type { FuzzBaselines } from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  listUsers: () => ({
    query: { offset: '0', limit: '10', search: 'vn1', role: '12', groupId: '0', active: 'true' },
  }),
  getUser: (fx) => ({ params: { id: fx.agentId } }),
  searchUsers: () => ({ body: { search: 'vn1', role: 12, groupId: 0, active: true, size: 5 } }),
  createUser: () => ({
    body: { userName: 'vn1.fuzz-user', fullName: 'Fuzz', roles: [12], dialerMode: 'manual' },
  }),
  updateUser: (fx) => ({ params: { id: fx.blockTargetId }, body: { fullName: 'Fuzz', roles: [12] } }),
  setUserActive: (fx) => ({ params: { id: fx.blockTargetId }, body: { active: true } }),
  resetUserPassword: (fx) => ({ params: { id: fx.blockTargetId } }),
  importUsers: () => ({ query: { orgId: String(ORG_ID.VN1) } }),
};
