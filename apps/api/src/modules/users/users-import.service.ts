import {
  FULL_NAME_MAX,
  type Language,
  type Translation,
  translate,
  USER_NAME_PATTERN,
  USER_ROLES_MAX,
  USERS_ERRORS,
  type UserCredentials,
  type UserImportResult,
} from '@leadline/contracts';
import type { Kysely } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';
import { ruleViolation, translatedRefusal } from '../../http/app-error.js';
import type { ScopeRunner, UploadedFile } from '../../http/register-endpoint.js';
import { hashPassword } from '../auth/index.js';
import { temporaryPassword } from './temporary-password.js';
import { activeGroupsByName, takenUserNames } from './users.repository.js';
import {
  type Actor,
  insertAuditedUser,
  mayGrantRoles,
  nameTakenOnConflict,
  orgForNewUser,
} from './users.service.js';
import {
  parseDialerMode,
  parseRoles,
  readUserSheet,
  type UserImportRow,
  userTemplateWorkbook,
} from './users-xlsx.js';

/** The name of a refusal's text in its locale section (checked against the en texts). */
type UserImportReason = keyof Translation['USERS']['IMPORT']['REASONS'] & string;

/**
 * The users import (docs/users.md): every row is checked before anything is written, and one bad
 * row refuses the whole file with its row number and reason. The passwords are temporary ones,
 * returned once in the answer (the administrator hands them out), to be changed at first login.
 */

function fileRefused(
  language: Language,
  reason: UserImportReason,
  values: Record<string, string | number> = {},
) {
  return translatedRefusal(translate(language, `USERS.IMPORT.REASONS.${reason}`, values));
}

function rowRefused(
  language: Language,
  row: number,
  reason: UserImportReason,
  values: Record<string, string | number> = {},
) {
  const text = translate(language, `USERS.IMPORT.REASONS.${reason}`, values);
  return ruleViolation(USERS_ERRORS.IMPORT_ROW_REFUSED, { row, reason: text });
}

interface CheckedRow {
  userName: string;
  fullName: string;
  roles: number[];
  agentGroupId: number | null;
  dialerMode: 'manual' | 'auto' | null;
}

function checkRow(
  actor: Actor,
  { row, cells }: UserImportRow,
  groups: Map<string, { id: number }>,
  seen: Set<string>,
  taken: Set<string>,
  language: Language,
): CheckedRow {
  const userName = cells.userName;
  if (!USER_NAME_PATTERN.test(userName)) throw rowRefused(language, row, 'USER_NAME');
  const key = userName.toLowerCase();
  if (seen.has(key)) throw rowRefused(language, row, 'USER_NAME_TWICE', { userName });
  if (taken.has(key)) throw rowRefused(language, row, 'USER_NAME_TAKEN', { userName });
  seen.add(key);
  const fullName = cells.fullName;
  if (fullName === '' || fullName.length > FULL_NAME_MAX) throw rowRefused(language, row, 'FULL_NAME');
  const roles = parseRoles(cells.roles);
  if (!roles || roles.length > USER_ROLES_MAX) throw rowRefused(language, row, 'ROLES');
  if (!mayGrantRoles(actor.user, roles))
    throw rowRefused(language, row, 'ROLE_NOT_ALLOWED', { role: translate(language, 'ROLES.admin') });
  let agentGroupId: number | null = null;
  if (cells.agentGroup !== '') {
    agentGroupId = groups.get(cells.agentGroup.toLowerCase())?.id ?? null;
    if (agentGroupId === null) throw rowRefused(language, row, 'GROUP', { group: cells.agentGroup });
  }
  const dialerMode = parseDialerMode(cells.dialerMode);
  if (dialerMode === undefined) throw rowRefused(language, row, 'DIALER_MODE');
  return { userName, fullName, roles, agentGroupId, dialerMode };
}

export async function importUsers(
  scope: ScopeRunner,
  systemDb: Kysely<Database>,
  actor: Actor,
  requestedOrgId: number | undefined,
  upload: UploadedFile | null,
  language: Language,
): Promise<UserImportResult> {
  const orgId = orgForNewUser(actor.user, requestedOrgId);
  if (!upload || upload.data.length === 0) throw fileRefused(language, 'NO_FILE');
  if (upload.truncated) throw fileRefused(language, 'TOO_LARGE');
  // Read before any transaction: the parse takes a worker up to seconds (docs/uploads.md).
  const sheet = await readUserSheet(upload.data);
  if (!sheet.ok) throw fileRefused(language, sheet.reason, 'max' in sheet ? { max: sheet.max } : {});
  const taken = await takenUserNames(systemDb, sheet.rows.map((row) => row.cells.userName).filter(Boolean));
  const groups = await scope((trx) => activeGroupsByName(trx, orgId));
  const seen = new Set<string>();
  const checked = sheet.rows.map((row) => checkRow(actor, row, groups, seen, taken, language));
  const prepared = await Promise.all(
    checked.map(async (user) => {
      const password = temporaryPassword();
      return { user, password, passwordHash: await hashPassword(password) };
    }),
  );
  const now = new Date();
  const created = await scope(async (trx) => {
    const out: UserCredentials[] = [];
    for (const { user, password, passwordHash } of prepared) {
      const id = await insertAuditedUser(
        trx,
        actor,
        { ...user, orgId, userType: 'AGENT', passwordHash, routerProcessingLeads: null },
        { ...user, source: 'import', fileName: upload.fileName },
        now,
      );
      out.push({
        userId: id,
        userName: user.userName,
        fullName: user.fullName,
        temporaryPassword: password,
      });
    }
    return out;
  }).catch(nameTakenOnConflict('USERS.ERRORS.USER_NAME_TAKEN'));
  return { created };
}

/** The template, with the caller's first active group as the example's group. */
export async function userTemplateFile(trx: ScopedDb, actor: Actor, language: Language): Promise<Buffer> {
  const groups = await activeGroupsByName(trx, actor.user.orgId);
  const firstGroup = [...groups.values()][0];
  return userTemplateWorkbook(language, firstGroup?.name ?? null);
}
