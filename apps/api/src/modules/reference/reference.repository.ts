import {
  callbackReasonKind,
  findOrg,
  HQ_ORG_ID,
  isAgentOnly,
  type Language,
  type ReferenceItem,
  SO_STATUS_VALUES,
  SYNONYM_TYPE,
  translate,
} from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import type { SessionUser } from '../../http/session-user.js';

export function soStatusName(language: Language) {
  return (value: number) => translate(language, `ORDERS.SO_STATUS.${value}`);
}

export function soStatuses(language: Language): ReferenceItem[] {
  const name = soStatusName(language);
  return SO_STATUS_VALUES.map((value) => ({
    id: value,
    value,
    code: null,
    name: soStatusName('en')(value),
    localizedName: name(value),
  }));
}

async function synonymItems(trx: ScopedDb, typeId: number, language: Language): Promise<ReferenceItem[]> {
  const rows = await trx
    .selectFrom('synonyms')
    .select(['id', 'value', 'name', 'nameVi'])
    .where('typeId', '=', typeId)
    .orderBy('sort')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    value: row.value,
    code: null,
    name: row.name,
    localizedName: language === 'vi' ? row.nameVi : row.name,
  }));
}

export const leadStatuses = (trx: ScopedDb, language: Language) =>
  synonymItems(trx, SYNONYM_TYPE.LEAD_STATUS, language);
export const doStatuses = (trx: ScopedDb, language: Language) =>
  synonymItems(trx, SYNONYM_TYPE.DELIVERY_STATUS, language);

/** A row with an English and a Vietnamese name, as a reference item of its id. */
function namedItem(
  row: { id: number; name: string; nameVi: string },
  code: string | null,
  language: Language,
): ReferenceItem {
  return {
    id: row.id,
    value: row.id,
    code,
    name: row.name,
    localizedName: language === 'vi' ? row.nameVi : row.name,
  };
}

export async function paymentMethods(trx: ScopedDb, language: Language): Promise<ReferenceItem[]> {
  const rows = await trx.selectFrom('paymentMethods').selectAll().orderBy('sort').execute();
  return rows.map((row) => namedItem(row, row.code, language));
}

async function reasonsOfKind(trx: ScopedDb, kind: string, language: Language): Promise<ReferenceItem[]> {
  const rows = await trx.selectFrom('reasons').selectAll().where('kind', '=', kind).orderBy('sort').execute();
  return rows.map((row) => namedItem(row, row.kind, language));
}

export const callbackReasons = (trx: ScopedDb, code: number, language: Language) =>
  reasonsOfKind(trx, callbackReasonKind(code), language);
export const reasons = (trx: ScopedDb, kind: 'REJECT' | 'TRASH', language: Language) =>
  reasonsOfKind(trx, kind, language);

export async function campaigns(trx: ScopedDb) {
  return trx
    .selectFrom('campaigns')
    .select(['id', 'orgId', 'code', 'name', 'network', 'active'])
    .orderBy('orgId')
    .orderBy('name')
    .execute();
}

/**
 * SPEC.md 7.2: org 0 picks from every org's agents (the lead-info list), others from their own
 * org's; an agent gets only themself.
 */
export async function agentOptions(trx: ScopedDb, user: SessionUser, orgId: number | undefined) {
  let query = trx
    .selectFrom('users')
    .innerJoin('userRoles', 'userRoles.userId', 'users.id')
    .select(['users.id', 'users.userName', 'users.fullName', 'users.orgId'])
    .distinct()
    .where('userRoles.roleId', 'in', [12, 27])
    .where('users.active', '=', true)
    .orderBy('users.fullName');
  if (user.orgId === HQ_ORG_ID && orgId !== undefined) query = query.where('users.orgId', '=', orgId);
  if (isAgentOnly(user.roles)) query = query.where('users.id', '=', user.userId);
  return query.execute();
}

export async function banks(trx: ScopedDb, user: SessionUser) {
  const country = findOrg(user.orgId)?.country;
  let query = trx
    .selectFrom('banks')
    .select(['id', 'country', 'code', 'shortName', 'name'])
    .orderBy('shortName');
  if (country) query = query.where('country', '=', country);
  return query.execute();
}
