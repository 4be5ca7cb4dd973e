import type { Language } from '@leadline/contracts';
import type { SelectQueryBuilder } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { ScopeRunner } from '../../http/register-endpoint.js';
import { keysetPages, type NewestFirstKey, newestFirstPage } from './keyset-pages.js';
import { cappedCountColumn, countRows } from './list-total.js';
import type { ListPage, PageWithCount } from './paged-list.js';

// biome-ignore lint/suspicious/noExplicitAny: any list's query; each list types its own.
type AnyQuery = SelectQueryBuilder<any, any, any>;

/**
 * What a list read newest first declares: its filtered rows, their columns, the time and id it is
 * ordered by, and how a row becomes the contract's. newestFirstList derives the rest.
 */
export interface NewestFirstListQuery<F, S, Q extends AnyQuery, Row, R> {
  /** The filter's rows, FROM and WHERE only: what the total counts. */
  filtered(trx: ScopedDb, filter: F, scope: S): Q;
  /** The filtered rows with the list's joins and columns. */
  // biome-ignore lint/suspicious/noExplicitAny: the joined query's tables are the list's own.
  columns(query: Q, language: Language): SelectQueryBuilder<any, any, Row>;
  /** The query's own columns of the order, newest first (`d.createdAt`, `d.id`). */
  order: { at: string; id: string };
  /** A row's values of `order`: where the export's next page starts. */
  keyOf(row: Row): NewestFirstKey;
  toRow(row: Row, language: Language): R;
}

/** A list newest first: what its page, its total and its export read (pagedList, streamedListExport). */
export interface NewestFirstList<F, S, R> {
  filtered(trx: ScopedDb, filter: F, scope: S): AnyQuery;
  /** The exact count: an export's X-Total-Rows. */
  count(trx: ScopedDb, filter: F, scope: S): Promise<number>;
  /** One page of the list by offset, newest first. */
  page(trx: ScopedDb, filter: F, scope: S, page: ListPage, language: Language): Promise<R[]>;
  /**
   * The same page with the filter's capped count in its statement, for PagedList.pageWithCount: a
   * list opts in (one that draws its page otherwise, as validation's risk sort, must not).
   */
  pageAndCount: PageWithCount<F, S, R>;
  /** The export's walk: keyset pages on the order, each in a transaction of its own (docs/exports.md). */
  pages(scoped: ScopeRunner, filter: F, scope: S, language: Language, pageSize?: number): AsyncGenerator<R[]>;
}

/**
 * The one shape of the lists read newest first by (time, id) — shipping, pending shipping,
 * validation, CDRs: the screen pages by offset and the export walks keyset pages of the same
 * filter and columns, so the two never differ.
 */
export function newestFirstList<F, S, Q extends AnyQuery, Row, R>(
  list: NewestFirstListQuery<F, S, Q, Row, R>,
): NewestFirstList<F, S, R> {
  return {
    filtered: list.filtered,
    count: (trx, filter, scope) => countRows(list.filtered(trx, filter, scope)),
    async page(trx, filter, scope, page, language) {
      const query = list.columns(list.filtered(trx, filter, scope), language);
      const rows = await newestFirstPage(query, list.order, null, page.limit).offset(page.offset).execute();
      return rows.map((row) => list.toRow(row, language));
    },
    async pageAndCount(trx, filter, scope, page, language, cap) {
      // Kysely's builders are immutable: the page's columns and the count start from the same one.
      const filtered = list.filtered(trx, filter, scope);
      const rows = await newestFirstPage(list.columns(filtered, language), list.order, null, page.limit)
        .select(cappedCountColumn(filtered, cap).as('listTotal'))
        .offset(page.offset)
        .execute();
      const counted = rows[0] ? Number((rows[0] as { listTotal: number }).listTotal) : null;
      return { rows: rows.map((row) => list.toRow(row as Row, language)), counted };
    },
    pages: (scoped, filter, scope, language, pageSize) =>
      keysetPages(
        (after: NewestFirstKey | null, limit: number) =>
          scoped(
            (trx): Promise<Row[]> =>
              newestFirstPage(
                list.columns(list.filtered(trx, filter, scope), language),
                list.order,
                after,
                limit,
              ).execute(),
          ),
        list.keyOf,
        { pageSize, map: (row) => list.toRow(row, language) },
      ),
  };
}
