import { z } from 'zod';
import { dbIdParam, listLimit, listOffset, orgIdParam } from '../../schema-primitives.js';

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
