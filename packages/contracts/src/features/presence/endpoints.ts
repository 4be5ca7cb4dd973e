import { z } from 'zod';
import type { EndpointDefinition } from '../../endpoint-definition.js';
import { ROLE_GROUPS } from '../../roles.js';
import {
  agentActivityChangeSchema,
  agentActivityQuerySchema,
  agentActivityStateSchema,
  agentUserParamsSchema,
  blockAgentSchema,
  liveBoardQuerySchema,
  liveBoardRowSchema,
} from './presence.js';

/** Calls of agent presence (SPEC.md 4, 7.1) and the push channel (docs/presence.md). */
export const PRESENCE_ENDPOINTS = {
  changeAgentActivity: {
    method: 'POST',
    path: '/api/agent/by-id/:userId/activity',
    summary:
      'Changes a user’s agent state (activity 53): only the user themself; Break and Busy from Available need the reason as message',
    tag: 'agent',
    access: 'authenticated',
    effect: 'own-account',
    params: agentUserParamsSchema,
    body: agentActivityChangeSchema,
    data: agentActivityStateSchema,
  },
  agentActivityInstant: {
    method: 'GET',
    path: '/api/agent/by-id/:userId/activity/instant',
    summary: 'A user’s current agent state: the user themself, or the monitor group for its org',
    tag: 'agent',
    access: 'authenticated',
    params: agentUserParamsSchema,
    query: agentActivityQuerySchema,
    data: agentActivityStateSchema,
  },
  blockAgent: {
    method: 'POST',
    path: '/api/agent/by-id/:userId/block',
    summary:
      'Ends every session of a user of the caller’s org with a message: the client shows the block warning and logs out after 15 s',
    tag: 'agent',
    access: ROLE_GROUPS.admin,
    params: agentUserParamsSchema,
    body: blockAgentSchema,
    data: z.null(),
  },
  liveBoard: {
    method: 'GET',
    path: '/api/agents/live-board',
    summary: 'Every agent of the org with state, since when, reason and the call in progress',
    tag: 'agent',
    access: ROLE_GROUPS.monitor,
    query: liveBoardQuerySchema,
    data: z.array(liveBoardRowSchema),
  },
  pushStream: {
    method: 'GET',
    path: '/api/push/stream',
    summary:
      'Server-sent events for the caller (push-events.ts): a JSON event per `data:` line, a comment every 20 s',
    tag: 'push',
    access: 'authenticated',
    file: { contentType: 'text/event-stream; charset=utf-8', fileName: 'push-stream.txt' },
    data: z.null(),
  },
} as const satisfies Record<string, EndpointDefinition>;
