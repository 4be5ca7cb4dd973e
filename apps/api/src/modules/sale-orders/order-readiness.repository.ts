import { type AddressField, TRANSACTION_STATUS } from '@leadline/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';

/**
 * What a lead's address lacks to be delivered, as an SQL array of AddressField ('province',
 * 'ward', 'street'), for the lead of alias `lead` (its columns org_id, province_id, ward_id,
 * street). Deliverable: a province of the org's country, a ward (commune, sub-district) inside that
 * province (directly, as Vietnam's 2025 communes, or through its district), a street line. A
 * legacy Vietnamese address is of the same country and chains the same way, so it passes.
 */
export function missingAddressFieldsSql(lead: string): RawBuilder<AddressField[]> {
  const l = sql.table(lead);
  return sql<AddressField[]>`array_remove(array[
    case when not exists (
      select 1 from address_units pu join orgs o on o.id = ${l}.org_id
      where pu.id = ${l}.province_id and pu.level = 1 and pu.country = o.country
    ) then 'province' end,
    case when not exists (
      select 1 from address_units wu left join address_units wd on wd.id = wu.parent_id
      where wu.id = ${l}.ward_id and wu.level = 3
        and (wu.parent_id = ${l}.province_id or wd.parent_id = ${l}.province_id)
    ) then 'ward' end,
    case when nullif(btrim(${l}.street), '') is null then 'street' end
  ]::text[], null)`;
}

/** The sum of the sale order's verified bank transfers (Verified), for the order of alias `so`. */
export function verifiedAmountSql(saleOrder: string): RawBuilder<string | number> {
  const so = sql.table(saleOrder);
  return sql<string | number>`coalesce((
    select sum(bt.amount) from bank_transactions bt where bt.sale_order_id = ${so}.id and bt.status = ${sql.lit(TRANSACTION_STATUS.VERIFIED)}
  ), 0)`;
}

/** The fields a lead's address lacks, as it is stored now (after a save's update, in its transaction). */
export async function missingAddressOfLead(trx: ScopedDb, leadId: number): Promise<AddressField[]> {
  const row = await trx
    .selectFrom('leads as l')
    .select(missingAddressFieldsSql('l').as('missing'))
    .where('l.id', '=', leadId)
    .executeTakeFirst();
  return row?.missing ?? [];
}
