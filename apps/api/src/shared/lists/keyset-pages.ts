import { type SelectQueryBuilder, sql } from 'kysely';

/**
 * The pages of an export, one after another (docs/exports.md): each page is read by `readPage`
 * after the key of the last row of the page before (keyset paging, so late pages stay as fast as
 * the first), in a transaction of its own; the walk ends on a short or empty page.
 */
export async function* keysetPages<Row, Key, Out = Row>(
  readPage: (after: Key | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  options: { pageSize?: number; map?: (row: Row) => Out } = {},
): AsyncGenerator<Out[]> {
  const pageSize = options.pageSize ?? 2000;
  let after: Key | null = null;
  for (;;) {
    const rows = await readPage(after, pageSize);
    if (rows.length === 0) return;
    yield options.map ? rows.map(options.map) : (rows as unknown as Out[]);
    const last = rows[rows.length - 1];
    if (!last || rows.length < pageSize) return;
    after = keyOf(last);
  }
}

/** The key of a row in a list newest first: its time, then its id (both descending). */
export interface NewestFirstKey {
  at: Date;
  id: number;
}

/**
 * One page of a query newest first by (`at`, `id`), after `after` (the last row of the page
 * before): the keyset condition and order every list export by time walks with keysetPages.
 * `columns` name the query's own columns (`d.createdAt`, `d.id`).
 */
// biome-ignore lint/suspicious/noExplicitAny: any list's query; the columns are its own
export function newestFirstPage<Q extends SelectQueryBuilder<any, any, any>>(
  query: Q,
  columns: { at: string; id: string },
  after: NewestFirstKey | null,
  limit: number,
): Q {
  const at = sql.ref(columns.at);
  const id = sql.ref(columns.id);
  const page = after
    ? query.where((eb) =>
        eb.or([eb(at, '<', after.at), eb.and([eb(at, '=', after.at), eb(id, '<', after.id)])]),
      )
    : query;
  return page.orderBy(at, 'desc').orderBy(id, 'desc').limit(limit) as Q;
}
