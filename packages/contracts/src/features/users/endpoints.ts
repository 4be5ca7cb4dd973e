import { z } from 'zod';
import type { EndpointDefinition } from '../../endpoint-definition.js';
import { ROLE_GROUPS } from '../../roles.js';
import { userIdParamsSchema, userListQuerySchema, userSummarySchema } from './users.js';

/** The users of the caller's org, for administrators. */
export const USER_ENDPOINTS = {
  listUsers: {
    method: 'GET',
    path: '/api/users',
    summary: 'Users of the caller’s org (org 0 reads all or filters by orgId)',
    tag: 'users',
    access: ROLE_GROUPS.admin,
    query: userListQuerySchema,
    data: z.array(userSummarySchema),
    paged: true,
  },
  getUser: {
    method: 'GET',
    path: '/api/users/:id',
    summary: 'One user of the caller’s org',
    tag: 'users',
    access: ROLE_GROUPS.admin,
    params: userIdParamsSchema,
    data: userSummarySchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
