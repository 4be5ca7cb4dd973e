import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { CDR_ENDPOINTS } from './endpoints.js';

/** Who may call the cdrs calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof CDR_ENDPOINTS> = {
  bounds: {
    cdrRecording: 'public',
    cdrList: 'group.customers',
    cdrExport: 'group.customers',
    // The edit screen's Calls tab and the validation screen's play-recording dialog.
    leadCdr: ['group.orders', 'route.validation'],
  },
  notWrites: {
    cdrExport: 'read',
  },
};
