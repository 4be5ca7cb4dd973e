import { CompiledQuery, type SelectQueryBuilder, sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';

export interface ListTotal {
  total: number;
  isEstimate: boolean;
}

/** The top node's row estimate of an EXPLAIN (FORMAT JSON) answer, whichever engine sent it. */
function planRows(row: Record<string, unknown> | undefined): number | null {
  const value = row ? Object.values(row)[0] : undefined;
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  const top = Array.isArray(parsed) ? (parsed[0] as Record<string, unknown> | undefined) : undefined;
  // Key spelling may differ once a result plugin has seen it ("Plan Rows", "planRows").
  const field = (object: unknown, name: string) =>
    object && typeof object === 'object'
      ? Object.entries(object).find(([key]) => key.replace(/[\s_]/g, '').toLowerCase() === name)?.[1]
      : undefined;
  const rows = field(field(top, 'plan'), 'planrows');
  return typeof rows === 'number' && Number.isFinite(rows) ? Math.round(rows) : null;
}

/**
 * The total of a filtered list without counting a million rows: an exact count over at most
 * cap + 1 rows (a LIMITed subquery the org index serves), and only above the cap the planner's
 * estimate of the same query (never below cap + 1, so the pager still offers a next page).
 * `cap` is the LIST_TOTAL_CAP setting (config.ts, AppConfig.listTotalCap; docs/orders.md, "Totals").
 */
export async function cappedTotal(
  trx: ScopedDb,
  // biome-ignore lint/suspicious/noExplicitAny: any filtered list query; only its FROM and WHERE matter.
  filtered: SelectQueryBuilder<any, any, any>,
  cap: number,
): Promise<ListTotal> {
  const rows = filtered.select(sql<number>`1`.as('one'));
  const counted = await trx
    .selectFrom(rows.limit(cap + 1).as('capped'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const exact = Number(counted.n);
  if (exact <= cap) return { total: exact, isEstimate: false };
  const compiled = rows.compile();
  const explained = await trx.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${compiled.sql}`, [...compiled.parameters]),
  );
  const estimate = planRows(explained.rows[0]);
  return { total: Math.max(estimate ?? 0, cap + 1), isEstimate: true };
}

/**
 * cappedTotal's count (the filtered rows up to cap + 1) as a column of another statement: a list's
 * page carries its total in the same round trip (pagedList, PagedList.pageWithCount). PostgreSQL
 * runs the uncorrelated subquery once for the statement, whatever the page's rows.
 */
export function cappedCountColumn(
  // biome-ignore lint/suspicious/noExplicitAny: any filtered list query; only its FROM and WHERE matter.
  filtered: SelectQueryBuilder<any, any, any>,
  cap: number,
) {
  return sql<number>`(SELECT count(*) FROM ${filtered
    .select(sql<number>`1`.as('one'))
    .limit(cap + 1)
    .as('capped')})`;
}

/** The rows of a filtered list query, counted exactly (an export's X-Total-Rows, an exact total). */
export async function countRows(
  // biome-ignore lint/suspicious/noExplicitAny: any filtered list query; only its FROM and WHERE matter.
  filtered: SelectQueryBuilder<any, any, any>,
): Promise<number> {
  const row = await filtered
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * The exact count of a filtered list, however many rows: for a list whose total has always been
 * exact and never carried an estimate (the CDR list).
 */
export async function exactTotal(
  // biome-ignore lint/suspicious/noExplicitAny: any filtered list query; only its FROM and WHERE matter.
  filtered: SelectQueryBuilder<any, any, any>,
): Promise<ListTotal> {
  return { total: await countRows(filtered), isEstimate: false };
}
