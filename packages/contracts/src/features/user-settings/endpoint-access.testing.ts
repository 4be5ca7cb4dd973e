import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { USER_SETTINGS_ENDPOINTS } from './endpoints.js';

/** Who may call the user-settings calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof USER_SETTINGS_ENDPOINTS> = {
  bounds: {
    mySettings: 'group.all',
    updateMyLayout: 'group.all',
    updateMyShortcuts: 'group.all',
    updateMyHiddenMenu: 'group.all',
  },
  notWrites: {
    updateMyHiddenMenu: 'own-account',
    updateMyLayout: 'own-account',
    updateMyShortcuts: 'own-account',
  },
};
