import type { EndpointDefinition } from '../../endpoint-definition.js';
import {
  logisticsWebhookBodySchema,
  logisticsWebhookParamsSchema,
  logisticsWebhookQuerySchema,
  logisticsWebhookResultSchema,
} from './logistics.js';

/** The logistics partners' calls into the product (docs/logistics.md). */
export const LOGISTICS_ENDPOINTS = {
  logisticsWebhook: {
    method: 'POST',
    path: '/api/logistics/webhook/:partner',
    summary:
      'A parcel status report from a pushing partner (Kerry, the simulator); authenticated by the org’s shared secret in X-Logistics-Secret, not a user token',
    tag: 'logistics',
    // Public: the partner is a machine without a user session; the handler checks the org's secret.
    access: 'public',
    params: logisticsWebhookParamsSchema,
    query: logisticsWebhookQuerySchema,
    body: logisticsWebhookBodySchema,
    refusals: [
      { status: 401, error: 'unauthorized', when: 'the partner’s secret or signature is missing or wrong' },
    ],
    data: logisticsWebhookResultSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
