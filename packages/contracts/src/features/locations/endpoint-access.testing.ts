import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { LOCATION_ENDPOINTS } from './endpoints.js';

/** Who may call the locations calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof LOCATION_ENDPOINTS> = {
  bounds: {
    locationProvinces: 'group.all',
    locationDistricts: 'group.all',
    locationWards: 'group.all',
    locationNeighborhoods: 'group.all',
    locationZipcodes: 'group.all',
    locationDeliveryServices: 'group.all',
    locationPostalCodes: 'group.all',
    locationLegacyWards: 'group.all',
  },
  notWrites: {
    locationPostalCodes: 'read',
  },
};
