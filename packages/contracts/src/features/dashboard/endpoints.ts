import type { EndpointDefinition } from '../../endpoint-definition.js';
import { VALIDATION_ROLES } from '../../roles.js';
import {
  agentPanelSchema,
  dashboardRangeQuerySchema,
  financePanelSchema,
  fulfilmentSummarySchema,
  managerPanelSchema,
  teamPanelSchema,
} from './dashboard.js';
import {
  DASHBOARD_AGENT_ROLES,
  DASHBOARD_FINANCE_ROLES,
  DASHBOARD_MANAGER_ROLES,
  DASHBOARD_TEAM_ROLES,
} from './roles.js';

/** The dashboard's figures: fulfilment and the role panels (docs/dashboard.md). */
export const DASHBOARD_ENDPOINTS = {
  fulfilmentSummary: {
    method: 'GET',
    path: '/api/dashboard/fulfilment',
    summary: 'Orders waiting for validation, delivery orders by status and those stuck in pending shipping',
    tag: 'dashboard',
    access: VALIDATION_ROLES,
    data: fulfilmentSummarySchema,
  },
  dashboardAgent: {
    method: 'GET',
    path: '/api/dashboard/agent',
    summary: 'The caller’s own day: calls, talk time, approvals and callbacks due today',
    tag: 'dashboard',
    access: DASHBOARD_AGENT_ROLES,
    data: agentPanelSchema,
  },
  dashboardTeam: {
    method: 'GET',
    path: '/api/dashboard/team',
    summary: 'The caller’s team by agent state now, and its conversion today and over 7 days',
    tag: 'dashboard',
    access: DASHBOARD_TEAM_ROLES,
    data: teamPanelSchema,
  },
  dashboardManager: {
    method: 'GET',
    path: '/api/dashboard/manager',
    summary: 'Leads, orders, approvals and deliveries by campaign and day over the last 14 or 30 days',
    tag: 'dashboard',
    access: DASHBOARD_MANAGER_ROLES,
    query: dashboardRangeQuerySchema,
    data: managerPanelSchema,
  },
  dashboardFinance: {
    method: 'GET',
    path: '/api/dashboard/finance',
    summary: 'Cash expected, collected and mismatched by logistics partner and day',
    tag: 'dashboard',
    access: DASHBOARD_FINANCE_ROLES,
    query: dashboardRangeQuerySchema,
    data: financePanelSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
