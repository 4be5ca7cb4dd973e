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
