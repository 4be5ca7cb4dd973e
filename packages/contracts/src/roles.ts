/**
 * Role codes of SPEC.md section 6; the names are DOMAIN.md's. The role groups are the one
 * permission source for both the API and the web client.
 */
export const ROLE = {
  ADMIN: 11,
  AGENT: 12,
  TEAM_LEADER: 14,
  MANAGER: 15,
  ORG_ADMIN: 16,
  VALIDATOR: 17,
  LOGISTICS: 18,
  QC: 19,
  FINANCE: 20,
  FULFILMENT: 21,
  CUSTOMER_SERVICE: 22,
  MARKETING: 23,
  DIRECTOR: 24,
  RESELL_AGENT: 27,
  AUDITOR: 28,
} as const;

export type RoleCode = (typeof ROLE)[keyof typeof ROLE];

export const ROLE_CODES: readonly RoleCode[] = Object.values(ROLE);

/** i18n key suffix of each role (ROLES.<slug>) and the slug used in demo user names. */
export const ROLE_SLUG: Record<RoleCode, string> = {
  11: 'admin',
  16: 'org-admin',
  12: 'agent',
  27: 'resell-agent',
  14: 'team-leader',
  15: 'manager',
  17: 'validator',
  18: 'logistics',
  19: 'qc',
  20: 'finance',
  21: 'fulfilment',
  22: 'cs',
  23: 'marketing',
  24: 'director',
  28: 'auditor',
};

export const ROLE_GROUPS = {
  admin: [11, 16],
  staff: [12, 27],
  all: [11, 14, 15, 16, 12, 17, 18, 19, 20, 21, 22, 23, 24, 27, 28],
  monitor: [11, 15, 16, 20, 23, 24],
  customers: [11, 14, 15, 16, 20, 21, 23, 24],
  campaign: [11, 15, 16, 20, 23, 24],
  orders: [11, 14, 15, 16, 12, 20, 18, 21, 22, 23, 24, 27, 28],
  callback: [11, 15, 16, 12, 20, 23, 24, 27],
  product: [11, 14, 15, 16, 20, 23, 24],
} as const satisfies Record<string, readonly RoleCode[]>;

export type RoleGroupName = keyof typeof ROLE_GROUPS;

/** The per-route role lists of SPEC.md section 6 ("route specifics"). */
const ORDER_LIST_ROLES = [11, 14, 15, 16, 12, 17, 18, 19, 20, 24, 27] as const satisfies readonly RoleCode[];
const VALIDATION_AND_SHIPPING_ROLES = [
  11, 14, 15, 16, 17, 18, 19, 20, 21, 24,
] as const satisfies readonly RoleCode[];

export const ROUTE_ROLES = {
  orderList: ORDER_LIST_ROLES,
  orderManagement: [...ORDER_LIST_ROLES, 21, 28],
  transactionVerification: [20],
  reconcile: [11, 20],
  validation: VALIDATION_AND_SHIPPING_ROLES,
  shipping: VALIDATION_AND_SHIPPING_ROLES,
  trashManagement: [11, 15, 16, 17, 19, 20, 24],
  /** Pending postback outside the countries where every role works it (see docs/permissions.md). */
  pendingPostbackRestricted: [24],
  /** Not shown by SPEC.md: team leaders and those above them distribute (docs/permissions.md). */
  distribution: [11, 14, 15, 16, 24],
} as const satisfies Record<string, readonly RoleCode[]>;

/** Roles that may log in to the auto-dialer (SPEC.md 2.4 "two specific agent role codes"). */
export const DIALER_ROLES: readonly RoleCode[] = ROLE_GROUPS.staff;

/**
 * Roles that read and never write (DOMAIN.md: 28 Auditor). A read-only role grants no call whose
 * effect is a write (access/endpoint-access.ts), whatever group it belongs to; a user who also
 * holds another role writes through that role.
 */
export const READ_ONLY_ROLES: readonly RoleCode[] = [ROLE.AUDITOR];

/**
 * A role list without the read-only roles: the access row of a write. A read-only role is on no
 * write row, so the row says exactly who the server lets write (a contracts test holds it).
 */
export function writersAmong(roles: readonly RoleCode[]): readonly RoleCode[] {
  return roles.filter((role) => !READ_ONLY_ROLES.includes(role));
}

const STAFF: readonly number[] = ROLE_GROUPS.staff;

/**
 * True for users whose roles are all agent roles (12, 27): they work their own leads only (the
 * lists show them theirs, a lead they create is assigned to them). No role at all is not an agent.
 */
export function isAgentOnly(roles: readonly number[]): boolean {
  return roles.length > 0 && roles.every((role) => STAFF.includes(role));
}

/*
 * The role sets more than one feature uses. A set only one feature's calls use is named in that
 * feature's roles.ts (features/<f>/roles.ts), beside its endpoints.
 */

/** Who may move leads between agents: team leaders and those above them. */
export const REASSIGN_ROLES = [
  ROLE.ADMIN,
  ROLE.TEAM_LEADER,
  ROLE.MANAGER,
  ROLE.ORG_ADMIN,
  ROLE.DIRECTOR,
] as const;

/**
 * The validation screen (SPEC.md 6 'validation and shipping': 11, 14 to 21, 24): its list, its
 * export and PUT SO/Validate.
 */
export const VALIDATION_ROLES: readonly RoleCode[] = ROUTE_ROLES.validation;
