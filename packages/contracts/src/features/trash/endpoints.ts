import { z } from 'zod';
import type { EndpointDefinition } from '../../endpoint-definition.js';
import { leadParamsSchema } from '../../leads.js';
import { orgIdParam } from '../../schema-primitives.js';
import { leadTypeParamsSchema, VERSION_CONFLICT_OUTCOME } from '../lead-detail/index.js';
import { TRASH_ROLES } from './roles.js';
import {
  trashDetailSchema,
  trashListFilterSchema,
  trashRestoreResultSchema,
  trashRestoreSchema,
  trashRowSchema,
  trashTrasherSchema,
} from './trash.js';

/** Trash management (SPEC.md 7.5: GET list, POST filtered list, PUT restore; docs/trash.md). */
export const TRASH_ENDPOINTS = {
  trashList: {
    method: 'GET',
    path: '/api/orders/trash',
    summary: 'Leads in trash, newest trashed first, filtered and paged',
    tag: 'trash',
    access: TRASH_ROLES,
    query: trashListFilterSchema,
    data: z.array(trashRowSchema),
    paged: true,
  },
  trashListFilter: {
    method: 'POST',
    path: '/api/orders/trash',
    summary: 'Leads in trash for the filter form (body), paged',
    tag: 'trash',
    access: TRASH_ROLES,
    effect: 'read',
    body: trashListFilterSchema,
    data: z.array(trashRowSchema),
    paged: true,
  },
  trashTrashers: {
    method: 'GET',
    path: '/api/orders/trash/trashers',
    summary: 'Users who trashed a lead still in trash (the Trashed by filter)',
    tag: 'trash',
    access: TRASH_ROLES,
    query: z.object({ orgId: orgIdParam().optional() }),
    data: z.array(trashTrasherSchema),
  },
  trashDetail: {
    method: 'GET',
    path: '/api/orders/trash/:typeLead/:leadId',
    summary: 'A lead in trash, read-only, with its history',
    tag: 'trash',
    access: TRASH_ROLES,
    params: leadTypeParamsSchema,
    data: trashDetailSchema,
  },
  trashRestore: {
    method: 'PUT',
    path: '/api/orders/trash/:leadId/restore',
    summary: 'Restores a lead from trash to its status before trash (New if unknown); version checked',
    tag: 'trash',
    access: TRASH_ROLES,
    params: leadParamsSchema,
    body: trashRestoreSchema,
    outcomes: [VERSION_CONFLICT_OUTCOME],
    data: trashRestoreResultSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
