import { z } from 'zod';
import type { EndpointDefinition } from '../../endpoint-definition.js';
import { ROLE_GROUPS, ROUTE_ROLES } from '../../roles.js';
import { orgIdParam } from '../../schema-primitives.js';
import {
  agentOptionSchema,
  bankSchema,
  campaignSchema,
  reasonKindQuerySchema,
  reasonQuerySchema,
  referenceItemSchema,
} from './reference.js';
import { synonymQuerySchema, synonymSchema } from './synonyms.js';

/**
 * The reference lists the screens pick from: synonyms, statuses, payment methods, campaigns,
 * agents, reasons and banks.
 */
export const REFERENCE_ENDPOINTS = {
  synonymObject: {
    method: 'GET',
    path: '/api/synonym/object',
    summary: 'Reference list of one synonym type (lead statuses, agent states, reasons...)',
    tag: 'reference',
    access: 'authenticated',
    query: synonymQuerySchema,
    data: z.array(synonymSchema),
  },
  leadStatuses: {
    method: 'GET',
    path: '/api/orders/lead-statuses',
    summary: 'Lead statuses (synonym type 1); the client prepends the synthetic uncall status',
    tag: 'reference',
    access: ROLE_GROUPS.all,
    data: z.array(referenceItemSchema),
  },
  soStatuses: {
    method: 'GET',
    path: '/api/orders/so-statuses',
    summary: 'Sale order statuses',
    tag: 'reference',
    access: ROLE_GROUPS.all,
    data: z.array(referenceItemSchema),
  },
  doStatuses: {
    method: 'GET',
    path: '/api/orders/do-statuses',
    summary: 'Delivery order statuses (synonym type 5)',
    tag: 'reference',
    access: ROLE_GROUPS.all,
    data: z.array(referenceItemSchema),
  },
  paymentMethods: {
    method: 'GET',
    path: '/api/synonym/payment',
    summary: 'Payment methods',
    tag: 'reference',
    access: ROLE_GROUPS.all,
    data: z.array(referenceItemSchema),
  },
  campaigns: {
    method: 'GET',
    path: '/api/campaign',
    summary: 'Campaigns of the caller’s org (all orgs for HQ)',
    tag: 'reference',
    access: ROLE_GROUPS.all,
    data: z.array(campaignSchema),
  },
  agents: {
    method: 'GET',
    path: '/api/orders/agents',
    summary: 'Agents for the filters and reassign (an agent gets only themself)',
    tag: 'reference',
    access: ROUTE_ROLES.orderManagement,
    query: z.object({ orgId: orgIdParam().optional() }),
    data: z.array(agentOptionSchema),
  },
  callbackReasons: {
    method: 'GET',
    path: '/api/orders/callback-reasons',
    summary: 'Callback reasons by lead status code: 35 consulting, 34 prospect, other potential',
    tag: 'reference',
    access: ROLE_GROUPS.all,
    query: reasonQuerySchema,
    data: z.array(referenceItemSchema),
  },
  reasons: {
    method: 'GET',
    path: '/api/orders/reasons',
    summary: 'Reject or trash reasons',
    tag: 'reference',
    access: ROLE_GROUPS.all,
    query: reasonKindQuerySchema,
    data: z.array(referenceItemSchema),
  },
  banks: {
    method: 'GET',
    path: '/api/banks',
    summary: 'Banks of the caller’s country',
    tag: 'reference',
    access: ROLE_GROUPS.all,
    data: z.array(bankSchema),
  },
} as const satisfies Record<string, EndpointDefinition>;
