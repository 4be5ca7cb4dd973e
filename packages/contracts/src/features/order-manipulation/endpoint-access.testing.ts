import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { ORDER_MANIPULATION_ENDPOINTS } from './endpoints.js';

/** Who may call the order manipulation calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof ORDER_MANIPULATION_ENDPOINTS> = {
  bounds: {
    orderManipulationList: 'group.admin',
    orderManipulationListFilter: 'group.admin',
    orderManipulationActors: 'group.admin',
  },
  notWrites: {
    orderManipulationListFilter: 'read',
  },
};
