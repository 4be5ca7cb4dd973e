import type { ScopedDb } from '../../db/org-scope.js';

/** Reads of the lead history screen: the lead's orders and the names of the ids its entries mention. */

export async function saleOrderIdsOfLead(trx: ScopedDb, leadId: number): Promise<number[]> {
  const rows = await trx.selectFrom('saleOrders').select('id').where('leadId', '=', leadId).execute();
  return rows.map((row) => row.id);
}

/** A localised name: the English one and the Vietnamese one. */
export interface NamePair {
  name: string;
  nameVi: string;
}

/** Every value of the given synonym lists, keyed `typeId:value` (the lists are short). */
export async function synonymNames(trx: ScopedDb, typeIds: number[]): Promise<Map<string, NamePair>> {
  const rows = await trx
    .selectFrom('synonyms')
    .select(['typeId', 'value', 'name', 'nameVi'])
    .where('typeId', 'in', typeIds)
    .execute();
  return new Map(rows.map((row) => [`${row.typeId}:${row.value}`, { name: row.name, nameVi: row.nameVi }]));
}

export async function reasonNames(trx: ScopedDb, ids: number[]): Promise<Map<number, NamePair>> {
  const rows = await trx
    .selectFrom('reasons')
    .select(['id', 'name', 'nameVi'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, { name: row.name, nameVi: row.nameVi }]));
}

export async function paymentMethodNames(trx: ScopedDb, ids: number[]): Promise<Map<number, NamePair>> {
  const rows = await trx
    .selectFrom('paymentMethods')
    .select(['id', 'name', 'nameVi'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, { name: row.name, nameVi: row.nameVi }]));
}

export async function userFullNames(trx: ScopedDb, ids: number[]): Promise<Map<number, string>> {
  const rows = await trx.selectFrom('users').select(['id', 'fullName']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.fullName]));
}

export async function addressUnitNames(trx: ScopedDb, ids: number[]): Promise<Map<number, string>> {
  const rows = await trx.selectFrom('addressUnits').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The lead's and its sale orders' history rows, newest first. */
export async function leadHistory(trx: ScopedDb, leadId: number, saleOrderIds: number[]) {
  return trx
    .selectFrom('history as h')
    .leftJoin('users as u', 'u.id', 'h.actorId')
    .select([
      'h.id',
      'h.action',
      'h.changes',
      'h.createdAt',
      'u.fullName as actor',
      'h.entityType',
      'h.entityId',
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('h.entityType', '=', 'lead'), eb('h.entityId', '=', leadId)]),
        ...(saleOrderIds.length > 0
          ? [eb.and([eb('h.entityType', '=', 'so'), eb('h.entityId', 'in', saleOrderIds)])]
          : []),
      ]),
    )
    .orderBy('h.createdAt', 'desc')
    .orderBy('h.id', 'desc')
    .limit(200)
    .execute();
}
