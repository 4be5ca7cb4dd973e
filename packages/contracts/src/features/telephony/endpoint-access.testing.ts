import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { TELEPHONY_ENDPOINTS } from './endpoints.js';

/** Who may call the telephony calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof TELEPHONY_ENDPOINTS> = {
  bounds: {
    telephonyWebhook: 'public',
    webPhoneConfig: 'group.all',
    currentCall: 'group.all',
    dial: 'group.all',
    hangUp: 'group.all',
    mute: 'group.all',
    telephonySettings: 'group.admin',
    updateTelephonySettings: 'group.admin',
  },
};
