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

/** The orders group's writers: the edit screen's saves, calls, phone change and new orders. */
export const ORDER_WRITE_ROLES = writersAmong(ROLE_GROUPS.orders);

/** Every role that writes: the web phone's own calls (dial, hang up, mute). */
export const WRITING_ROLES = writersAmong(ROLE_GROUPS.all);

const STAFF: readonly number[] = ROLE_GROUPS.staff;

/**
 * True for users whose roles are all agent roles (12, 27): they work their own leads only (the
 * lists show them theirs, a lead they create is assigned to them). No role at all is not an agent.
 */
export function isAgentOnly(roles: readonly number[]): boolean {
  return roles.length > 0 && roles.every((role) => STAFF.includes(role));
}

/*
 * The access lists of single calls beyond SPEC.md 6's groups and route lists. Every role set the
 * endpoints use is named in this file, so who may do what reads in one place.
 */

/** Who may move leads between agents: team leaders and those above them. */
export const REASSIGN_ROLES = [
  ROLE.ADMIN,
  ROLE.TEAM_LEADER,
  ROLE.MANAGER,
  ROLE.ORG_ADMIN,
  ROLE.DIRECTOR,
] as const;

/** Who works the resell list: the resell agent (27) and the managers above agents. */
export const RESELL_LIST_ROLES = [...REASSIGN_ROLES, ROLE.RESELL_AGENT] as const;

/** Who may import leads from a spreadsheet: team leaders and those above them, and marketing. */
export const LEAD_IMPORT_ROLES = [
  ...ROLE_GROUPS.admin,
  ROLE.TEAM_LEADER,
  ROLE.MANAGER,
  ROLE.DIRECTOR,
  ROLE.MARKETING,
] as const satisfies readonly RoleCode[];

/**
 * Who may create a lead (docs/lead-intake.md): administrators, team leaders, managers and the
 * director; marketing (whose dedicated user is how landing pages and networks call); agents,
 * who create a lead by hand for a customer who calls in.
 */
export const LEAD_CREATE_ROLES = [
  ...LEAD_IMPORT_ROLES,
  ...ROLE_GROUPS.staff,
] as const satisfies readonly RoleCode[];

/**
 * Trash management (SPEC.md 6: 11, 15, 16, 17, 19, 20, 24): the list, the trashed lead's page and
 * the restore are the screen's own route list.
 */
export const TRASH_ROLES: readonly RoleCode[] = ROUTE_ROLES.trashManagement;

/**
 * Pending postback (SPEC.md 6: "all roles, or only 24, depending on a country check"): the calls
 * admit every role, and the API applies the route's country check (canAccessRoute of
 * orders.pendingPostback) to the caller before anything is read (docs/postbacks.md).
 */
export const POSTBACK_ROLES: readonly RoleCode[] = ROLE_GROUPS.all;

/** Pending postback's sends (manual, resend): its roles but the read-only ones. */
export const POSTBACK_WRITE_ROLES = writersAmong(POSTBACK_ROLES);

/** Calling lists are reference data like campaigns: every role reads them. */
export const CALLING_LIST_ROLES = ROLE_GROUPS.all;

/**
 * The CDR list and its export (SPEC.md 2.1 /apps/customers/cdrs) are the Customers screen's: its
 * role group (SPEC.md 6), reading every call of its org. Agents hear their own calls on the
 * lead's Calls tab (LEAD_CDR_ROLES).
 */
export const CDR_LIST_ROLES: readonly RoleCode[] = ROLE_GROUPS.customers;

/** lead/{id}/cdr: whoever opens a lead (orders group) and the validation screen's roles. */
export const LEAD_CDR_ROLES: readonly RoleCode[] = [
  ...new Set<RoleCode>([...ROLE_GROUPS.orders, ...ROUTE_ROLES.validation]),
];

/**
 * Who may export what (one list per ORDER_EXPORT_KINDS entry). Management is the
 * order-management screen's own list; the others carry data for one trade (docs/exports.md):
 * marketing attribution, agents' commission, cash collection.
 */
export const ORDER_EXPORT_ROLES = {
  management: ROUTE_ROLES.orderManagement,
  marketer: [ROLE.ADMIN, ROLE.ORG_ADMIN, ROLE.MANAGER, ROLE.MARKETING, ROLE.DIRECTOR],
  commission: [ROLE.ADMIN, ROLE.ORG_ADMIN, ROLE.MANAGER, ROLE.TEAM_LEADER, ROLE.FINANCE, ROLE.DIRECTOR],
  collection: [ROLE.ADMIN, ROLE.ORG_ADMIN, ROLE.FINANCE, ROLE.FULFILMENT, ROLE.DIRECTOR],
} as const satisfies Record<string, readonly RoleCode[]>;

/**
 * The validation screen (SPEC.md 6 'validation and shipping': 11, 14 to 21, 24): its list, its
 * export and PUT SO/Validate.
 */
export const VALIDATION_ROLES: readonly RoleCode[] = ROUTE_ROLES.validation;

/**
 * Who may approve a prepaid order before its transfer is verified ("ship before payment", with a
 * reason; docs/validation.md): the validators' supervisors, who answer for the money: the
 * administrators, the sales manager and the director. The validator (17), logistics, QC, finance
 * and fulfilment validate only paid orders.
 */
export const SHIP_BEFORE_PAYMENT_ROLES = [
  ROLE.ADMIN,
  ROLE.ORG_ADMIN,
  ROLE.MANAGER,
  ROLE.DIRECTOR,
] as const satisfies readonly RoleCode[];

/**
 * The shipping screens (SPEC.md 6 'validation and shipping': 11, 14 to 21, 24; DHL, Kerry and SAP
 * use the same list, docs/permissions.md): the lists, detail, cancel, import, DHL status, export.
 */
export const SHIPPING_ROLES: readonly RoleCode[] = ROUTE_ROLES.shipping;
/** DO reconcile (SPEC.md 6: 11 and 20). */
export const RECONCILE_ROLES: readonly RoleCode[] = ROUTE_ROLES.reconcile;

/**
 * Catalogue management (/apps/products/management, /apps/product-combo/management,
 * /apps/product-promotion/management; issue 10 item 6): the screens' route group (SPEC.md 6
 * 'product') writes the catalogue, promotions and stock; every role reads it (docs/products.md).
 */
export const PRODUCT_MANAGE_ROLES: readonly RoleCode[] = ROLE_GROUPS.product;

/** The users of the org (issue 10 item 1, /apps/settings/crm Users tab): the admin group (SPEC.md 6). */
export const USER_ADMIN_ROLES: readonly RoleCode[] = ROLE_GROUPS.admin;

/** The org's settings (issue 10 item 7, the /apps/settings/crm tabs but Users): the admin group. */
export const ORG_SETTINGS_ROLES: readonly RoleCode[] = ROLE_GROUPS.admin;

/** Agent groups (/apps/system/agent-group/all, an admin route): the admin group. */
export const AGENT_GROUP_ROLES: readonly RoleCode[] = ROLE_GROUPS.admin;

/** GET groups/{id}/agents (SPEC.md 7.8): the distribution screen's roles, administrators among them. */
export const GROUP_AGENTS_ROLES: readonly RoleCode[] = ROUTE_ROLES.distribution;

/**
 * Callbacks (/apps/callback/list and /management, SPEC.md 6 'callback'): an agent reads their own
 * callbacks; the group's other roles read every agent's of their org (docs/callbacks.md).
 */
export const CALLBACK_ROLES: readonly RoleCode[] = ROLE_GROUPS.callback;

/**
 * Campaign management and configuration (/apps/campaign/management and /configurations, SPEC.md 6
 * 'campaign'): the screens' route group reads and writes campaigns and their calling lists.
 */
export const CAMPAIGN_MANAGE_ROLES: readonly RoleCode[] = ROLE_GROUPS.campaign;

/*
 * The dashboard's role panels (issue 10 item 8, issue 11 item 5; docs/dashboard.md): one set per
 * panel. Agents see their own day; team leaders and those above them a team; managers and those
 * above them the campaigns; the reconcile roles the cash.
 */
/** The agent's own figures: the agent roles (12, 27). */
export const DASHBOARD_AGENT_ROLES: readonly RoleCode[] = ROLE_GROUPS.staff;
/** A team's states and conversion: team leaders and those above them. */
export const DASHBOARD_TEAM_ROLES: readonly RoleCode[] = REASSIGN_ROLES;
/** Leads, orders, approval and delivery by campaign and day: managers, admins and the director. */
export const DASHBOARD_MANAGER_ROLES: readonly RoleCode[] = [
  ROLE.ADMIN,
  ROLE.MANAGER,
  ROLE.ORG_ADMIN,
  ROLE.DIRECTOR,
];
/** Cash expected, collected and mismatched by partner and day: the reconcile roles (11, 20). */
export const DASHBOARD_FINANCE_ROLES: readonly RoleCode[] = RECONCILE_ROLES;
