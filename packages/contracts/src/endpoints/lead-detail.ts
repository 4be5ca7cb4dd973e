import { z } from 'zod';
import {
  historyEntrySchema,
  leadParamsSchema,
  leadTypeParamsSchema,
  orderDetailSchema,
  recentOrderSchema,
  saveLeadSchema,
  startCallParamsSchema,
  startCallQuerySchema,
} from '../lead-detail.js';
import { ROLE_GROUPS } from '../roles.js';
import type { EndpointDefinition } from './endpoint-definition.js';

/** Calls of the order edit screen (SPEC.md 7.2 'Order edit', 'Phone and lead creation'). */
export const LEAD_DETAIL_ENDPOINTS = {
  orderDetail: {
    method: 'GET',
    path: '/api/orders/detail/:typeLead/:leadId',
    summary: 'The lead with its latest delivery order (lead) or sale order (so); codes 404001, 400, 403',
    tag: 'order-edit',
    access: ROLE_GROUPS.orders,
    params: leadTypeParamsSchema,
    data: orderDetailSchema,
  },
  saveLead: {
    method: 'PUT',
    path: '/api/orders/lead-info/:leadId',
    summary: 'Saves lead info, its new status (a call first) and, with saleOrder, the sale order (v2)',
    tag: 'order-edit',
    access: ROLE_GROUPS.orders,
    params: leadParamsSchema,
    body: saveLeadSchema,
    data: orderDetailSchema,
  },
  startCall: {
    method: 'GET',
    path: '/api/phone/:phone',
    summary: 'Starts a call from the agent to the lead’s phone and records it',
    tag: 'order-edit',
    access: ROLE_GROUPS.orders,
    params: startCallParamsSchema,
    query: startCallQuerySchema,
    data: z.object({ callId: z.number().int(), leadId: z.number().int(), startedAt: z.string() }),
  },
  checkConnectionUncall: {
    method: 'GET',
    path: '/api/orders/check-connection-uncall/:leadId',
    summary: 'Whether a call was made on the lead in its current assignment',
    tag: 'order-edit',
    access: ROLE_GROUPS.orders,
    params: leadParamsSchema,
    data: z.object({ called: z.boolean(), lastCallAt: z.string().nullable() }),
  },
  leadHistory: {
    method: 'GET',
    path: '/api/lead/:leadId/history',
    summary: 'Who changed what on the lead',
    tag: 'order-edit',
    access: ROLE_GROUPS.orders,
    params: leadParamsSchema,
    data: z.array(historyEntrySchema),
  },
  recentOrders: {
    method: 'GET',
    path: '/api/orders/recent-orders/:leadId',
    summary: 'Recent orders of the same customer phone (DO view)',
    tag: 'order-edit',
    access: ROLE_GROUPS.orders,
    params: leadParamsSchema,
    data: z.array(recentOrderSchema),
  },
} as const satisfies Record<string, EndpointDefinition>;
