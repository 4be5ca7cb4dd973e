import type { EndpointDefinition } from '../../endpoint-definition.js';
import { VALIDATION_ROLES } from '../../roles.js';
import { fulfilmentSummarySchema } from './dashboard.js';

/** The dashboard's figures (issue 8 item 6; a role's own figures come with issue 10). */
export const DASHBOARD_ENDPOINTS = {
  fulfilmentSummary: {
    method: 'GET',
    path: '/api/dashboard/fulfilment',
    summary: 'Orders waiting for validation, delivery orders by status and those stuck in pending shipping',
    tag: 'dashboard',
    access: VALIDATION_ROLES,
    data: fulfilmentSummarySchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
