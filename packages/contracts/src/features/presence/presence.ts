import { z } from 'zod';
import { dbCodeParam, dbIdParam, orgIdParam } from '../../schema-primitives.js';
import { AGENT_ACTIVITY_ID, AGENT_STATE } from '../reference/index.js';

export * from './errors.js';

/**
 * Agent availability (SPEC.md 4, 5, 7.1; activity 53). `value` is the state's name (the English
 * name of its synonym of type 53), `valueCode` its number; Logout 2 and Unavailable 8 are SPEC's.
 */
export const AGENT_STATE_NAME: Record<number, string> = {
  [AGENT_STATE.AVAILABLE]: 'Available',
  [AGENT_STATE.LOGOUT]: 'Logout',
  [AGENT_STATE.BREAK]: 'Break',
  [AGENT_STATE.BUSY]: 'Busy',
  [AGENT_STATE.IN_CALL]: 'In call',
  6: 'After-call work',
  [AGENT_STATE.UNAVAILABLE]: 'Unavailable',
};

/** SPEC.md 5: the states a user may choose. The others (Logout, in call...) are set by the server. */
export const SELECTABLE_AGENT_STATES = [
  AGENT_STATE.AVAILABLE,
  AGENT_STATE.BREAK,
  AGENT_STATE.BUSY,
  AGENT_STATE.UNAVAILABLE,
] as const;

/** SPEC.md 4: Break and Busy chosen from Available need a reason (typeId 54 for Break, 55 for Busy). */
export function reasonRequired(fromCode: number | null, toCode: number): boolean {
  return fromCode === AGENT_STATE.AVAILABLE && (toCode === AGENT_STATE.BREAK || toCode === AGENT_STATE.BUSY);
}

export const MAX_REASON_LENGTH = 255;

export const agentUserParamsSchema = z.object({ userId: dbIdParam() });

/** SPEC.md 3 "agent status change" and 7.1. lastValue/lastValueCode are what the client saw. */
export const agentActivityChangeSchema = z.object({
  objectType: z.literal('user').default('user'),
  activityId: z.literal(AGENT_ACTIVITY_ID),
  objectId: dbIdParam().optional(),
  onField: z.string().max(40).default('status'),
  value: z.string().max(60),
  valueCode: dbCodeParam(),
  lastValue: z.string().max(60).nullish(),
  lastValueCode: dbCodeParam().nullish(),
  /** The reason, required for Break and Busy from Available. */
  message: z.string().max(MAX_REASON_LENGTH).nullish(),
});
export type AgentActivityChange = z.infer<typeof agentActivityChangeSchema>;

export const agentActivityQuerySchema = z.object({
  activityId: dbCodeParam().pipe(z.literal(AGENT_ACTIVITY_ID)),
});

/** SPEC.md 3 "agent activity state": value and message, with the code and since when. */
export const agentActivityStateSchema = z.object({
  userId: z.number().int(),
  value: z.string(),
  valueCode: z.number().int(),
  message: z.string().nullable(),
  /** ISO 8601; null when the user never had a state. */
  changedAt: z.string().nullable(),
});
export type AgentActivityState = z.infer<typeof agentActivityStateSchema>;

export const blockAgentSchema = z.object({
  message: z.string().trim().min(1).max(500),
});
export type BlockAgentRequest = z.infer<typeof blockAgentSchema>;

export const liveBoardQuerySchema = z.object({
  /** HQ (org 0) picks one org; other callers see their own org only. */
  orgId: orgIdParam().optional(),
});

export const liveCallSchema = z.object({
  callId: z.number().int(),
  leadId: z.number().int().nullable(),
  phone: z.string(),
  state: z.enum(['ringing', 'answered']),
  startedAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type LiveCall = z.infer<typeof liveCallSchema>;

/** One agent of the live board: state, since when, reason and the call in progress. */
export const liveBoardRowSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  fullName: z.string(),
  orgId: z.number().int(),
  value: z.string(),
  valueCode: z.number().int(),
  message: z.string().nullable(),
  changedAt: z.string().nullable(),
  call: liveCallSchema.nullable(),
});
export type LiveBoardRow = z.infer<typeof liveBoardRowSchema>;

/** A call older than this with no end is taken as lost, not as in progress (the live board). */
export const LIVE_CALL_MAX_AGE_MS = 60 * 60 * 1000;
