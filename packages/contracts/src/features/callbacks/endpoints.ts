import { z } from 'zod';
import type { EndpointDefinition } from '../../endpoint-definition.js';
import { callbackListFilterSchema, callbackRowSchema } from './callbacks.js';
import { CALLBACK_ROLES } from './roles.js';

/** Callbacks (docs/callbacks.md): the list and management read the same call. */
export const CALLBACK_ENDPOINTS = {
  callbackList: {
    method: 'GET',
    path: '/api/callbacks',
    summary: 'Open callbacks, soonest first: the caller’s own, or the team’s (management), paged',
    tag: 'callbacks',
    access: CALLBACK_ROLES,
    query: callbackListFilterSchema,
    data: z.array(callbackRowSchema),
    paged: true,
  },
  callbackListFilter: {
    method: 'POST',
    path: '/api/callbacks',
    summary: 'Open callbacks for the filter form (body), paged',
    tag: 'callbacks',
    access: CALLBACK_ROLES,
    effect: 'read',
    body: callbackListFilterSchema,
    data: z.array(callbackRowSchema),
    paged: true,
  },
} as const satisfies Record<string, EndpointDefinition>;
