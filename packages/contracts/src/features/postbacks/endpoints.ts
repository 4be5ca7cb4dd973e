import { z } from 'zod';
import type { EndpointDefinition } from '../../endpoint-definition.js';
import {
  manualPostbackSchema,
  pendingPostbackFilterSchema,
  pendingPostbackQuerySchema,
  postbackAttemptSchema,
  postbackIdParamsSchema,
  postbackRowSchema,
  postbackSendResultSchema,
  postbackSimulatorAnswerSchema,
  postbackSimulatorParamsSchema,
  postbackSimulatorQuerySchema,
  resendPostbacksSchema,
} from './postbacks.js';
import { POSTBACK_ROLES, POSTBACK_WRITE_ROLES } from './roles.js';

/**
 * Conversion postbacks (SPEC.md 7.9: POST SO/pending/postback, POST SO/postback/manual; resend and
 * the attempts log are ours; docs/postbacks.md). Who: POSTBACK_ROLES and the route's country check.
 */
export const POSTBACK_ENDPOINTS = {
  pendingPostbackList: {
    method: 'POST',
    path: '/api/SO/pending/postback',
    summary:
      'Postbacks not delivered (waiting, retrying, failed), newest first; offset and limit in the query or the body',
    tag: 'postbacks',
    access: POSTBACK_ROLES,
    effect: 'read',
    query: pendingPostbackQuerySchema,
    body: pendingPostbackFilterSchema,
    data: z.array(postbackRowSchema),
    paged: true,
  },
  postbackAttempts: {
    method: 'GET',
    path: '/api/SO/postback/:id/attempts',
    summary: 'Every try of one postback, oldest first, with the answer’s HTTP status and body excerpt',
    tag: 'postbacks',
    access: POSTBACK_ROLES,
    params: postbackIdParamsSchema,
    data: z.array(postbackAttemptSchema),
  },
  manualPostback: {
    method: 'POST',
    path: '/api/SO/postback/manual',
    summary: 'Tells the lead’s network an outcome now (the same postback again when it was queued before)',
    tag: 'postbacks',
    access: POSTBACK_WRITE_ROLES,
    body: manualPostbackSchema,
    data: postbackSendResultSchema,
  },
  resendPostbacks: {
    method: 'POST',
    path: '/api/SO/postback/resend',
    summary: 'Sends the postbacks again now, with the same transaction id; one result each',
    tag: 'postbacks',
    access: POSTBACK_WRITE_ROLES,
    body: resendPostbacksSchema,
    data: z.array(postbackSendResultSchema),
  },
  postbackSimulator: {
    method: 'GET',
    path: '/api/postbacks/simulator/:org',
    summary:
      'The built-in network simulator: records the postback it receives and answers 200 (429 to the first `fail` hits of a transaction and status)',
    tag: 'postbacks',
    // Public: a network's endpoint is called by a machine without a session; it only records.
    access: 'public',
    params: postbackSimulatorParamsSchema,
    query: postbackSimulatorQuerySchema,
    refusals: [
      {
        status: 429,
        when: 'a failure the simulator was told to play (`fail`): the envelope carries the data with received false',
      },
    ],
    data: postbackSimulatorAnswerSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
