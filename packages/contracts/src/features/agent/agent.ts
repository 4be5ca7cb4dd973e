import { z } from 'zod';
import { userSettingsSchema } from '../user-settings/index.js';

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
    /** The password is one an administrator set: the forced change says so (not "expired"). */
    pwdTemporary: z.boolean(),
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
