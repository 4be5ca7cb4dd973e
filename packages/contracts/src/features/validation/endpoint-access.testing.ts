import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { VALIDATION_ENDPOINTS } from './endpoints.js';

/** Who may call the validation calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof VALIDATION_ENDPOINTS> = {
  bounds: {
    validationList: 'route.validation',
    validationListSearch: 'route.validation',
    validationDetail: 'route.validation',
    validateOrder: 'route.validation',
    validationExport: 'route.validation',
  },
  notWrites: {
    validationExport: 'read',
    validationListSearch: 'read',
  },
};
