import { type Nullable, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

type LeadTables = Database & { l: Database['leads'] };
type Unit = Nullable<Database['addressUnits']>;

/**
 * The address units of the query's lead (`l`), LEFT JOINed as `pr` (province), `di` (district)
 * and `wa` (ward): where an order ships to, which the validation and shipping lists show on one
 * line (leadOneLineAddress) and a partner's send reads unit by unit.
 */
export function joinLeadAddressUnits<DB extends LeadTables, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB | 'l', O>,
): SelectQueryBuilder<DB & { pr: Unit; di: Unit; wa: Unit }, TB | 'l' | 'pr' | 'di' | 'wa', O> {
  // Kysely cannot resolve a join's columns on a query of a generic DB: the joins are written on
  // the lead's own tables, and the answer has the caller's tables with the three units added.
  return (query as unknown as SelectQueryBuilder<LeadTables, 'l', O>)
    .leftJoin('addressUnits as pr', 'pr.id', 'l.provinceId')
    .leftJoin('addressUnits as di', 'di.id', 'l.districtId')
    .leftJoin('addressUnits as wa', 'wa.id', 'l.wardId') as unknown as SelectQueryBuilder<
    DB & { pr: Unit; di: Unit; wa: Unit },
    TB | 'l' | 'pr' | 'di' | 'wa',
    O
  >;
}

/** The lead's address on one line, its empty parts left out (joinLeadAddressUnits' units). */
export const leadOneLineAddress = sql<string>`concat_ws(', ', nullif(l.street, ''), nullif(l.neighborhood, ''), wa.name, di.name, pr.name)`;
