import { z } from 'zod';
import { dbIdParam, listLimit, listOffset, orgIdParam } from '../../schema-primitives.js';
import { userSettingsSchema } from '../user-settings/user-settings.js';

export const userSummarySchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  fullName: z.string(),
  userType: z.string(),
  orgId: z.number().int(),
  roles: z.array(z.number().int()),
  active: z.boolean(),
  pwdEpoch: z.number().int(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const userIdParamsSchema = z.object({ id: dbIdParam() });

export const userListQuerySchema = z.object({
  offset: listOffset().default(0),
  limit: listLimit().default(10),
  search: z.string().trim().max(100).optional(),
  orgId: orgIdParam().optional(),
});

export const dialerProfileSchema = z.object({ dialerMode: z.enum(['manual', 'auto']) });
export type DialerProfile = z.infer<typeof dialerProfileSchema>;

/** GET agent/me (SPEC.md 7.1): info, timestamp, dialer_profile. */
export const agentMeSchema = z.object({
  info: z.object({
    userId: z.number().int(),
    userType: z.string(),
    fullname: z.string(),
    userName: z.string(),
    pwdEpoch: z.number().int(),
    orgId: z.number().int(),
    orgCode: z.string(),
    orgName: z.string(),
    timeZone: z.string(),
    roles: z.array(z.number().int()),
    photoURL: z.string().nullable(),
    settings: userSettingsSchema,
    dataProfile: z.object({ orgId: z.number().int() }),
  }),
  timestamp: z.number().int(),
  dialer_profile: z.object({ dialerMode: z.enum(['manual', 'auto']).nullable() }),
});
export type AgentMe = z.infer<typeof agentMeSchema>;
