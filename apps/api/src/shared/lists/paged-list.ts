import { type EndpointDefinition, type Language, resolvePaging } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import type { ScopedDb } from '../../db/org-scope.js';
import { type HandlerInput, registerEndpoint } from '../../http/register-endpoint.js';
import type { SessionUser } from '../../http/session-user.js';
import { cappedTotal, exactTotal, type ListTotal } from './list-total.js';

/** A list call's paging, as the contracts' listPaging takes it: offset/limit or page/size. */
export interface PagingInput {
  offset?: number | undefined;
  limit?: number | undefined;
  page?: number | undefined;
  size?: number | undefined;
}

export interface ListPage {
  offset: number;
  limit: number;
}

/** A page and the filter's capped count read in one statement (PagedList.pageWithCount). */
export type PageWithCount<F, S, R> = (
  trx: ScopedDb,
  filter: F,
  scope: S,
  page: ListPage,
  language: Language,
  cap: number,
) => Promise<{ rows: R[]; counted: number | null }>;

/**
 * What one paged list is made of: what differs from the other lists. The scoped transaction, the
 * paging and the total (capped by LIST_TOTAL_CAP) are pagedList's.
 */
export interface PagedList<F, S, R> {
  /** What the caller is confined to beyond row-level security: the org asked for, an agent's own. */
  scope(user: SessionUser, filter: F): S;
  /** The filter's rows, FROM and WHERE only: what the total counts. */
  // biome-ignore lint/suspicious/noExplicitAny: any list's query; pagedList only counts its rows.
  filtered(trx: ScopedDb, filter: F, scope: S): SelectQueryBuilder<any, any, any>;
  /** One page of the filter's rows in the list's order, with their columns. */
  page(trx: ScopedDb, filter: F, scope: S, page: ListPage, language: Language): Promise<R[]>;
  /**
   * The page with the filter's capped count (cappedCountColumn) in the same statement: `counted`
   * is null when the page came back empty. Lists read on every agent's screen have it (issue 27:
   * a round trip fewer for a full page); pagedList uses it when there, page otherwise.
   */
  pageWithCount?: PageWithCount<F, S, R>;
  /** Count every row, never estimate (a list whose answer never carried an estimate). */
  exactTotal?: boolean;
}

/** What a list needs of the app context (AppContext has it; shared/ does not import modules). */
export interface ListContext {
  config: { listTotalCap: number };
}

/**
 * One page of a list and its total, in the caller's scoped transaction (the request pipeline's):
 * exact up to LIST_TOTAL_CAP, an estimate above it (list-total.ts) unless the list counts exactly.
 */
export async function pagedList<F extends PagingInput, S, R>(
  trx: ScopedDb,
  ctx: ListContext,
  user: SessionUser,
  list: PagedList<F, S, R>,
  filter: F,
  language: Language,
): Promise<{ rows: R[] } & ListTotal> {
  const scope = list.scope(user, filter);
  const page = resolvePaging(filter);
  // A page that is not full, and not past the end, tells the total by itself and no count is
  // needed; a list that can carries its capped count in the page's statement (one round trip fewer
  // for a full page). The count comes after the page otherwise: a transaction is one connection.
  const cap = ctx.config.listTotalCap;
  const withCount = list.exactTotal ? undefined : list.pageWithCount;
  const { rows, counted } = withCount
    ? await withCount(trx, filter, scope, page, language, cap)
    : { rows: await list.page(trx, filter, scope, page, language), counted: null };
  if (rows.length < page.limit && (rows.length > 0 || page.offset === 0)) {
    return { rows, total: page.offset + rows.length, isEstimate: false };
  }
  if (counted !== null && counted <= cap) return { rows, total: counted, isEstimate: false };
  const filtered = list.filtered(trx, filter, scope);
  const total = list.exactTotal ? await exactTotal(filtered) : await cappedTotal(trx, filtered, cap);
  return { rows, ...total };
}

/** A list answers signed-in users only: the scope is the caller's. */
type SignedInEndpoint = EndpointDefinition & { access: Exclude<EndpointDefinition['access'], 'public'> };

/** An item of the endpoint's data array. */
type ListItem<D extends EndpointDefinition> = z.infer<D['data']> extends readonly (infer I)[] ? I : never;

/** Turns a page's rows into the endpoint's items after the transaction (e.g. signed links). */
type Presenter<R, I> = (rows: R[], user: SessionUser) => Promise<I[]>;

type ListEndpointOptions<D extends EndpointDefinition, F, R> = {
  /** The list's filter from the call: its query or its body. */
  filter(input: HandlerInput<D>): F;
} & ([R] extends [ListItem<D>]
  ? { present?: Presenter<R, ListItem<D>> }
  : { present: Presenter<R, ListItem<D>> });

/**
 * Registers a paged list endpoint of the contracts' ENDPOINTS table: its filter, pagedList, and the
 * envelope with `total` (and `totalIsEstimate` when the total is an estimate).
 */
export function registerListEndpoint<D extends SignedInEndpoint, F extends PagingInput, S, R>(
  app: FastifyInstance,
  ctx: ListContext,
  definition: D,
  list: PagedList<F, S, R>,
  options: ListEndpointOptions<D, F, R>,
): void {
  const present = options.present as Presenter<R, ListItem<D>> | undefined;
  registerEndpoint(app, definition, async (input) => {
    // Never null: a list is never public (SignedInEndpoint), and registerEndpoint refuses a
    // call without a session.
    const user = input.user as SessionUser;
    const trx = input.trx as ScopedDb;
    const { language } = input;
    const { rows, total, isEstimate } = await pagedList(
      trx,
      ctx,
      user,
      list,
      options.filter(input),
      language,
    );
    const data = present ? await present(rows, user) : (rows as unknown as ListItem<D>[]);
    return { data: data as z.infer<D['data']>, total, totalIsEstimate: isEstimate };
  });
}
