import { z } from 'zod';
import { namedRef } from '../../list-filters.js';
import { SORT_DIRECTIONS } from '../../paging.js';
import { ROLE_CODES, type RoleCode } from '../../roles.js';
import {
  dbId,
  dbIdParam,
  int4,
  int4Param,
  listLimit,
  listOffset,
  listPaging,
  orgIdParam,
} from '../../schema-primitives.js';
// The list an agent works (users.router_processing_leads, SPEC.md 7.2 'resell router'); null: by role.
import { ROUTER_PROCESSING_LEADS } from '../orders/index.js';

export * from './errors.js';

/**
 * Users of an org (docs/users.md): administrators (SPEC.md 6 admin group, 11 and 16) list, create,
 * edit, deactivate and reactivate them, reset their passwords and import agents from an .xlsx file.
 * Roles are SPEC.md 6's codes only; the names are DOMAIN.md's (ROLES.<slug>).
 */

/** How an agent dials (users.dialer_mode, SPEC.md 2.4 'dialer mode'). */
export const DIALER_MODES = ['manual', 'auto'] as const;
export type DialerMode = (typeof DIALER_MODES)[number];

/** The most roles one user holds (SPEC.md 6 has 15 codes; nobody needs them all). */
export const USER_ROLES_MAX = 5;
export const USER_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{2,49}$/;
export const FULL_NAME_MAX = 100;

/** A role code of SPEC.md 6; anything else is refused by the schema (and by the roles table). */
export const roleCode = () =>
  int4({ min: 1, max: 1000 }).refine((value) => ROLE_CODES.includes(value as RoleCode), {
    message: 'USERS.ERRORS.UNKNOWN_ROLE',
  });

/** A role code from a query string (decimal digits), refused like roleCode() outside SPEC.md 6. */
const roleCodeParam = () =>
  int4Param({ min: 1, max: 1000 }).refine((value) => ROLE_CODES.includes(value as RoleCode), {
    message: 'USERS.ERRORS.UNKNOWN_ROLE',
  });

const roleList = () =>
  z
    .array(roleCode())
    .min(1, { message: 'USERS.ERRORS.ROLE_REQUIRED' })
    .max(USER_ROLES_MAX)
    .refine((roles) => new Set(roles).size === roles.length, { message: 'USERS.ERRORS.ROLE_TWICE' });

export const userSummarySchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  fullName: z.string(),
  userType: z.string(),
  orgId: z.number().int(),
  roles: z.array(z.number().int()),
  active: z.boolean(),
  pwdEpoch: z.number().int(),
  agentGroup: namedRef.nullable(),
  dialerMode: z.enum(DIALER_MODES).nullable(),
  routerProcessingLeads: z.enum(ROUTER_PROCESSING_LEADS).nullable(),
  /** The password is a temporary one (new user, reset): it must be changed at the next login. */
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const userIdParamsSchema = z.object({ id: dbIdParam().describe('The user’s id') });

export const USER_SORT_KEYS = ['userName', 'fullName', 'createdAt'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

/** The users screen's filter form, kept in the browser like the other lists'. */
export const USER_FILTER_STORAGE_KEY = 'usersFilter';

const filterFields = {
  /** User name or full name, any case. */
  search: z.string().trim().max(100).optional(),
  role: roleCode().optional(),
  /** An agent group, or 0 for users in no group. */
  groupId: int4({ min: 0 }).optional(),
  active: z.boolean().optional(),
  /** HQ (org 0) picks the org; another org's users stay invisible to everyone else. */
  orgId: orgIdParam().optional(),
};

/** GET /api/users (query): the list SPEC.md-style, offset/limit, ordered by user name. */
export const userListQuerySchema = z.object({
  offset: listOffset().default(0),
  limit: listLimit().default(10),
  search: z.string().trim().max(100).optional(),
  orgId: orgIdParam().optional(),
  role: roleCodeParam().optional(),
  groupId: int4Param({ min: 0 }).optional(),
  active: z.enum(['true', 'false']).describe('true: active users only; false: deactivated only').optional(),
});

/** POST /api/users/search (body): the users screen's filter, page and sort. */
export const userSearchSchema = z.object({
  ...filterFields,
  ...listPaging(),
  sortBy: z.enum(USER_SORT_KEYS).default('userName'),
  sortDirection: z.enum(SORT_DIRECTIONS).default('asc'),
});
export type UserSearch = z.infer<typeof userSearchSchema>;

const userFields = {
  fullName: z.string().trim().min(1).max(FULL_NAME_MAX),
  /** The first role decides the landing page (SPEC.md 2.4). */
  roles: roleList(),
  agentGroupId: dbId().nullable().default(null),
  dialerMode: z.enum(DIALER_MODES).nullable().default(null),
  routerProcessingLeads: z.enum(ROUTER_PROCESSING_LEADS).nullable().default(null),
};

export const createUserSchema = z.object({
  userName: z.string().trim().max(50).regex(USER_NAME_PATTERN, { message: 'USERS.ERRORS.USER_NAME_FORMAT' }),
  ...userFields,
  /** HQ creates in the org it picks; anyone else in their own org (another org is refused). */
  orgId: orgIdParam().optional(),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const updateUserSchema = z.object(userFields);
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const userActiveSchema = z.object({ active: z.boolean() });

/** A user with the temporary password made for them, shown once (create, reset, import). */
export const userCredentialsSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  fullName: z.string(),
  temporaryPassword: z.string(),
});
export type UserCredentials = z.infer<typeof userCredentialsSchema>;

export const createUserResultSchema = z.object({
  user: userSummarySchema,
  temporaryPassword: z.string(),
});

/** The users import (.xlsx): all or nothing, at most this many rows, this big a file. */
export const USER_IMPORT_LIMITS = { maxBytes: 1024 * 1024, maxRows: 1000 } as const;
export const USER_IMPORT_FILES = { template: 'users_import_template.xlsx' } as const;

/** The template's columns, in order; the header texts are USERS.IMPORT.COLUMNS.<key>. */
export const USER_IMPORT_COLUMNS = ['userName', 'fullName', 'roles', 'agentGroup', 'dialerMode'] as const;
export type UserImportColumn = (typeof USER_IMPORT_COLUMNS)[number];

/** HQ imports into the org it picks; anyone else into their own (another org is refused). */
export const userImportQuerySchema = z.object({ orgId: orgIdParam().optional() });

export const userImportResultSchema = z.object({ created: z.array(userCredentialsSchema) });
export type UserImportResult = z.infer<typeof userImportResultSchema>;

export const userIdListSchema = z.array(z.number().int());
export { namedRef as userNamedRefSchema };
