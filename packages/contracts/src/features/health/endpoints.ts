import { z } from 'zod';
import type { EndpointDefinition } from '../../endpoint-definition.js';

/** Up or down, and nothing more: an anonymous caller learns no engine, version or file name. */
const healthStatus = z.object({ status: z.literal('ok') });

/**
 * Health for load balancers and orchestrators (docs/deploy.md). Liveness says the process runs
 * (restart it when this fails); readiness says it can serve: the database answers and holds every
 * migration this build knows (send it no traffic while this fails). A failed readiness answers
 * 503 with Retry-After in the envelope. `/api/health` is readiness, kept for existing monitors.
 */
export const HEALTH_ENDPOINTS = {
  health: {
    method: 'GET',
    path: '/api/health',
    summary: 'Readiness (as /api/health/ready): code 200 when the database answers and is migrated',
    tag: 'system',
    access: 'public',
    data: healthStatus,
  },
  healthLive: {
    method: 'GET',
    path: '/api/health/live',
    summary: 'Liveness: code 200 while the process runs, whatever the database does',
    tag: 'system',
    access: 'public',
    data: healthStatus,
  },
  healthReady: {
    method: 'GET',
    path: '/api/health/ready',
    summary: 'Readiness: code 200 when the database answers and is migrated, else 503 with Retry-After',
    tag: 'system',
    access: 'public',
    data: healthStatus,
  },
} as const satisfies Record<string, EndpointDefinition>;
