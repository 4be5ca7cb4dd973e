import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/**
 * Table types as Kysely sees them through CamelCasePlugin (columns are snake_case in SQL).
 * Naming for every module: plural snake_case tables, `id` identity keys, `org_id` on every
 * business row (row-level security keys on it), `created_at`/`updated_at` timestamptz in UTC.
 */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface OrgsTable {
  id: number;
  code: string;
  name: string;
  country: string | null;
  timeZone: string;
  currency: string;
  phoneRegion: string | null;
  sapFlow: boolean;
  isTest: boolean;
}

export interface RolesTable {
  id: number;
  slug: string;
  name: string;
}

export interface UsersTable {
  id: Generated<number>;
  orgId: number;
  userName: string;
  fullName: string;
  userType: ColumnType<string, string | undefined, string>;
  passwordHash: string;
  passwordExpiresAt: Timestamp;
  passwordChangedAt: Timestamp | null;
  /** Tokens issued before this instant are refused (password change, forced logout). */
  tokensValidAfter: ColumnType<Date, Date | string | undefined, Date | string>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  blockedReason: string | null;
  photoUrl: string | null;
  dialerMode: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface UserRolesTable {
  userId: number;
  orgId: number;
  roleId: number;
  /** The first role (position 0) decides the landing page (SPEC.md 2.4). */
  position: number;
}

export interface UserSettingsTable {
  userId: number;
  orgId: number;
  layout: JSONColumnType<Record<string, unknown>>;
  hiddenMenu: JSONColumnType<string[]>;
  updatedAt: Generated<Date>;
}

export interface UserShortcutsTable {
  userId: number;
  orgId: number;
  routeKey: string;
  position: number;
}

export interface SynonymsTable {
  id: number;
  typeId: number;
  type: string;
  value: number;
  name: string;
  nameVi: string;
  dscr: string | null;
  sort: number;
}

export interface AuditLogTable {
  id: Generated<string>;
  orgId: number;
  userId: number | null;
  action: string;
  entityType: string;
  entityId: string | null;
  details: JSONColumnType<Record<string, unknown>>;
  ip: string | null;
  createdAt: Generated<Date>;
}

export interface LoginAttemptsTable {
  id: Generated<string>;
  userName: string;
  ip: string;
  succeeded: boolean;
  createdAt: Generated<Date>;
}

export interface AppSecretsTable {
  name: string;
  value: string;
}

export interface Database {
  orgs: OrgsTable;
  roles: RolesTable;
  users: UsersTable;
  userRoles: UserRolesTable;
  userSettings: UserSettingsTable;
  userShortcuts: UserShortcutsTable;
  synonyms: SynonymsTable;
  auditLog: AuditLogTable;
  loginAttempts: LoginAttemptsTable;
  appSecrets: AppSecretsTable;
}
