import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { TRASH_ENDPOINTS } from './endpoints.js';

/** Who may call the trash calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof TRASH_ENDPOINTS> = {
  bounds: {
    trashList: 'route.trashManagement',
    trashListFilter: 'route.trashManagement',
    trashTrashers: 'route.trashManagement',
    trashDetail: 'route.trashManagement',
    trashRestore: 'route.trashManagement',
  },
  notWrites: {
    trashListFilter: 'read',
  },
};
