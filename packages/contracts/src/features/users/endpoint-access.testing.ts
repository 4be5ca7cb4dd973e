import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { USER_ENDPOINTS } from './endpoints.js';

/** Who may call the users calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof USER_ENDPOINTS> = {
  bounds: {
    listUsers: 'group.admin',
    getUser: 'group.admin',
    searchUsers: 'group.admin',
    createUser: 'group.admin',
    updateUser: 'group.admin',
    setUserActive: 'group.admin',
    resetUserPassword: 'group.admin',
    importUsers: 'group.admin',
    userImportTemplate: 'group.admin',
  },
  notWrites: {
    searchUsers: 'read',
  },
};
