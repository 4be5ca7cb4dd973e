import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { LEAD_INTAKE_ENDPOINTS } from './endpoints.js';

/** Who may call the lead-intake calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof LEAD_INTAKE_ENDPOINTS> = {
  bounds: {
    createLead: 'group.orders',
    importLeads: 'group.orders',
    importFailedRows: 'group.orders',
    importTemplate: 'group.orders',
    campaignCallingLists: 'group.all',
  },
  notWrites: {
    importFailedRows: 'read',
  },
};
