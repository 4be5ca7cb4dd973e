import { SYNONYM_TYPE } from '@leadline/contracts';
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

export async function leadStatusNames(trx: ScopedDb, values: number[]): Promise<Map<number, NamePair>> {
  const rows = await trx
    .selectFrom('synonyms')
    .select(['value', 'name', 'nameVi'])
    .where('typeId', '=', SYNONYM_TYPE.LEAD_STATUS)
    .where('value', 'in', values)
    .execute();
  return new Map(rows.map((row) => [row.value, { name: row.name, nameVi: row.nameVi }]));
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
