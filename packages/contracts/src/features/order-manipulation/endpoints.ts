import { z } from 'zod';
import type { EndpointDefinition } from '../../endpoint-definition.js';
import { ROLE_GROUPS } from '../../roles.js';
import { orgIdParam } from '../../schema-primitives.js';
import {
  orderManipulationActorSchema,
  orderManipulationFilterSchema,
  orderManipulationRowSchema,
} from './order-manipulation.js';

/** Order manipulation (SPEC.md 2.2; docs/order-manipulation.md): the admins' log of changes. */
export const ORDER_MANIPULATION_ENDPOINTS = {
  orderManipulationList: {
    method: 'GET',
    path: '/api/orders/manipulation',
    summary: 'Changes made to the org’s leads and sale orders, newest first, filtered and paged',
    tag: 'order-manipulation',
    access: ROLE_GROUPS.admin,
    query: orderManipulationFilterSchema,
    data: z.array(orderManipulationRowSchema),
    paged: true,
  },
  orderManipulationListFilter: {
    method: 'POST',
    path: '/api/orders/manipulation',
    summary: 'Changes made to the org’s leads and sale orders for the filter form (body), paged',
    tag: 'order-manipulation',
    access: ROLE_GROUPS.admin,
    effect: 'read',
    body: orderManipulationFilterSchema,
    data: z.array(orderManipulationRowSchema),
    paged: true,
  },
  orderManipulationActors: {
    method: 'GET',
    path: '/api/orders/manipulation/actors',
    summary: 'The org’s users (the Who filter)',
    tag: 'order-manipulation',
    access: ROLE_GROUPS.admin,
    query: z.object({ orgId: orgIdParam().optional() }),
    data: z.array(orderManipulationActorSchema),
  },
} as const satisfies Record<string, EndpointDefinition>;
