import { z } from 'zod';
import type { EndpointDefinition } from '../../endpoint-definition.js';
import { REASSIGN_ROLES, ROUTE_ROLES } from '../../roles.js';
import {
  holdLeadResultSchema,
  holdLeadSchema,
  orderListFilterSchema,
  orderListRowSchema,
  orderManagementFilterSchema,
  reassignSchema,
  resellListQuerySchema,
  resellRouterSchema,
  saleOrderRowSchema,
} from './orders.js';
import { RESELL_LIST_ROLES } from './roles.js';

/** Calls of the orders feature (SPEC.md 7.2). */
export const ORDER_ENDPOINTS = {
  orderList: {
    method: 'GET',
    path: '/api/orders/list',
    summary: 'Order list: leads with their latest sale order, filtered and paged (agents see their own)',
    tag: 'orders',
    access: ROUTE_ROLES.orderList,
    query: orderListFilterSchema,
    data: z.array(orderListRowSchema),
    paged: true,
  },
  orderListSearch: {
    method: 'POST',
    path: '/api/orders/list',
    summary: 'Order list with the filter form in the body',
    tag: 'orders',
    access: ROUTE_ROLES.orderList,
    effect: 'read',
    body: orderListFilterSchema,
    data: z.array(orderListRowSchema),
    paged: true,
  },
  orderListResell: {
    method: 'POST',
    path: '/api/orders/list/resell',
    summary:
      'Order list for resell: resell leads (typeLead so); a resell agent sees theirs and the unassigned pool',
    tag: 'orders',
    access: RESELL_LIST_ROLES,
    effect: 'read',
    query: resellListQuerySchema,
    body: orderListFilterSchema,
    data: z.array(orderListRowSchema),
    paged: true,
  },
  orderListResellRouter: {
    method: 'GET',
    path: '/api/orders/list/resell-router',
    summary: 'Which list the user works (routerProcessingLeads): the order list or the resell list',
    tag: 'orders',
    access: ROUTE_ROLES.orderList,
    data: resellRouterSchema,
  },
  holdLead: {
    method: 'POST',
    path: '/api/orders/hold-lead',
    summary:
      'Holds a lead for the caller for HOLD_MINUTES (or releases it): nobody else may take it meanwhile',
    tag: 'orders',
    access: ROUTE_ROLES.orderList,
    body: holdLeadSchema,
    data: holdLeadResultSchema,
  },
  orderManagement: {
    method: 'GET',
    path: '/api/orders/management',
    summary: 'Order management: sale orders with lead and delivery order, filtered and paged',
    tag: 'orders',
    access: ROUTE_ROLES.orderManagement,
    query: orderManagementFilterSchema,
    data: z.array(saleOrderRowSchema),
    paged: true,
  },
  orderManagementSearch: {
    method: 'POST',
    path: '/api/orders/management',
    summary: 'Order management with the filter form in the body',
    tag: 'orders',
    access: ROUTE_ROLES.orderManagement,
    effect: 'read',
    body: orderManagementFilterSchema,
    data: z.array(saleOrderRowSchema),
    paged: true,
  },
  reassign: {
    method: 'POST',
    path: '/api/orders/reassign',
    summary: 'Moves leads to another agent of the same org',
    tag: 'orders',
    access: REASSIGN_ROLES,
    body: reassignSchema,
    data: z.object({ reassigned: z.number().int() }),
  },
} as const satisfies Record<string, EndpointDefinition>;
