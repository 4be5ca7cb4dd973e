import { z } from 'zod';

/**
 * What the server pushes to connected clients (GET /api/push/stream, docs/presence.md). Every
 * event goes through PostgreSQL NOTIFY, so it reaches the clients of every API process.
 */
export const agentStateEventSchema = z.object({
  type: z.literal('agent.state'),
  userId: z.number().int(),
  orgId: z.number().int(),
  value: z.string(),
  code: z.number().int(),
  message: z.string().nullable(),
  /** ISO 8601. */
  changedAt: z.string(),
});

/** The server blocks a user: the client shows the block warning and logs out after 15 s (SPEC.md 4, 8). */
export const agentBlockEventSchema = z.object({
  type: z.literal('agent.block'),
  userId: z.number().int(),
  message: z.string(),
});

/**
 * The user's sessions ended elsewhere. Tokens issued before `validAfter` (epoch ms) are refused;
 * a session holding a newer token (the tab that changed the password) ignores the event.
 */
export const sessionRevokedEventSchema = z.object({
  type: z.literal('session.revoked'),
  userId: z.number().int(),
  reason: z.enum(['password_changed', 'blocked', 'logout']),
  validAfter: z.number().int(),
});

/** A call of an agent changed (published by the telephony module). */
export const callStateEventSchema = z.object({
  type: z.literal('call.state'),
  callId: z.number().int(),
  agentId: z.number().int(),
  orgId: z.number().int(),
  leadId: z.number().int().nullable(),
  phone: z.string(),
  state: z.enum(['ringing', 'answered', 'ended']),
  disposition: z.enum(['answered', 'busy', 'no_answer', 'failed']).nullable(),
  /** ISO 8601. */
  at: z.string(),
});

/**
 * Leads were distributed to or recalled from these agents (bulk distribution): their order
 * lists load again by themselves.
 */
export const leadsAssignmentEventSchema = z.object({
  type: z.literal('leads.assignment'),
  orgId: z.number().int(),
  action: z.enum(['distribute', 'recall']),
  agentIds: z.array(z.number().int()),
  /** ISO 8601. */
  at: z.string(),
});

/**
 * A callback of this agent fell due (the callbacks module's reminder job, docs/callbacks.md):
 * pushed once per callback; the shell shows it with a link to the lead.
 */
export const callbackDueEventSchema = z.object({
  type: z.literal('callback.due'),
  orgId: z.number().int(),
  agentId: z.number().int(),
  callbackId: z.number().int(),
  leadId: z.number().int(),
  typeLead: z.enum(['lead', 'so']),
  customerName: z.string(),
  /** ISO 8601. */
  scheduledAt: z.string(),
});

/** Sent by the server first on every (re)connection: screens reload what they may have missed. */
export const pushReadyEventSchema = z.object({
  type: z.literal('push.ready'),
  at: z.string(),
});

export const pushEventSchema = z.discriminatedUnion('type', [
  agentStateEventSchema,
  agentBlockEventSchema,
  sessionRevokedEventSchema,
  callStateEventSchema,
  leadsAssignmentEventSchema,
  callbackDueEventSchema,
  pushReadyEventSchema,
]);

export type PushEvent = z.infer<typeof pushEventSchema>;
export type PushEventType = PushEvent['type'];
export type PushEventOf<T extends PushEventType> = Extract<PushEvent, { type: T }>;
export type AgentStateEvent = PushEventOf<'agent.state'>;
export type CallStateEvent = PushEventOf<'call.state'>;

/** The comment line the server sends every so often so that proxies keep the stream open. */
export const PUSH_HEARTBEAT_MS = 20_000;
