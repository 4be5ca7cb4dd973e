import { type Language, SYNONYM_TYPE } from '@leadline/contracts';
import { type ExpressionBuilder, type Nullable, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';

/** A reference table's name in the request's language (name / name_vi columns). */
export function localizedName(alias: string, language: Language): RawBuilder<string | null> {
  return language === 'vi'
    ? sql<string | null>`${sql.ref(`${alias}.nameVi`)}`
    : sql<string | null>`${sql.ref(`${alias}.name`)}`;
}

/**
 * Filter dates are calendar days in the org's time zone: [from 00:00, to + 1 day 00:00),
 * computed by PostgreSQL so daylight saving and offsets are right.
 */
export function dayRange(from: string | undefined, to: string | undefined, timeZone: string) {
  return {
    from: from ? sql<Date>`(${from}::date::timestamp AT TIME ZONE ${timeZone})` : null,
    to: to ? sql<Date>`((${to}::date + 1)::timestamp AT TIME ZONE ${timeZone})` : null,
  };
}

/** A filter's From and To days. */
export interface DayFilter {
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

/**
 * The filter's days (dayRange) as conditions on the query's own `column` (`d.createdAt`): what
 * every list's date filter is.
 */
// biome-ignore lint/suspicious/noExplicitAny: any list's query; the column is its own
export function whereInDays<Q extends SelectQueryBuilder<any, any, any>>(
  query: Q,
  column: string,
  filter: DayFilter,
  timeZone: string,
): Q {
  const range = dayRange(filter.dateFrom, filter.dateTo, timeZone);
  let q = query;
  if (range.from) q = q.where(sql.ref(column), '>=', range.from) as Q;
  if (range.to) q = q.where(sql.ref(column), '<', range.to) as Q;
  return q;
}

/** LIKE pattern of a search text: lower case (compare with lower(column)), its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A search box's text: a lower-case LIKE pattern, its digits (phones) and a numeric id. */
export function searchTerms(text: string | undefined) {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  const digits = trimmed.replace(/\D/g, '');
  const id = /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
  return { pattern: containsPattern(trimmed), digits: digits.length >= 3 ? digits : null, id };
}

export type SearchTerms = NonNullable<ReturnType<typeof searchTerms>>;
type LeadTables = Database & { l: Database['leads'] };
type SaleOrderTables = LeadTables & { so: Database['saleOrders'] };

/** A lead's (`l`) type and contact, as every list of leads, orders or DOs shows them. */
export const LEAD_CONTACT_COLUMNS = ['l.typeLead', 'l.customerName', 'l.phoneRaw', 'l.phoneE164'] as const;

/** A row's LEAD_CONTACT_COLUMNS as the lists answer them: the phone in E.164 when it was read, else as typed. */
export function leadContact(row: {
  typeLead: 'lead' | 'so';
  customerName: string;
  phoneRaw: string;
  phoneE164: string | null;
}) {
  return { typeLead: row.typeLead, customerName: row.customerName, phone: row.phoneE164 ?? row.phoneRaw };
}

/** A lead list's search box (`l`): the customer's name, the phone as typed or in E.164, the lead id. */
export function leadSearch(search: SearchTerms) {
  return (eb: ExpressionBuilder<LeadTables, 'l'>) => {
    const options = [eb(sql`lower(l.customer_name)`, 'like', search.pattern)];
    if (search.digits)
      options.push(
        eb('l.phoneE164', 'like', `%${search.digits}%`),
        eb('l.phoneRaw', 'like', `%${search.digits}%`),
      );
    if (search.id !== null) options.push(eb('l.id', '=', search.id));
    return eb.or(options);
  };
}

/** A sale-order list's search box (`so` with its lead `l`): name, phone in E.164, SO id or lead id. */
export function saleOrderSearch(search: SearchTerms) {
  return (eb: ExpressionBuilder<SaleOrderTables, 'so' | 'l'>) => {
    const options = [eb(sql`lower(l.customer_name)`, 'like', search.pattern)];
    if (search.digits) options.push(eb('l.phoneE164', 'like', `%${search.digits}%`));
    if (search.id !== null) options.push(eb('so.id', '=', search.id), eb('l.id', '=', search.id));
    return eb.or(options);
  };
}

type DeliveryOrderTables = SaleOrderTables & { d: Database['deliveryOrders'] };

/**
 * A delivery-order list's search box (`d` with its sale order `so` and lead `l`): a tracking code
 * as written (when the list searches codes), the customer's name, the phone as typed or in E.164,
 * the DO, SO or lead id.
 */
export function deliveryOrderSearch(search: SearchTerms, trackingCode?: string) {
  return (eb: ExpressionBuilder<DeliveryOrderTables, 'd' | 'so' | 'l'>) => {
    const options = trackingCode === undefined ? [] : [eb(sql`lower(d.tracking_code)`, '=', trackingCode)];
    options.push(eb(sql`lower(l.customer_name)`, 'like', search.pattern));
    if (search.digits)
      options.push(
        eb('l.phoneE164', 'like', `%${search.digits}%`),
        eb('l.phoneRaw', 'like', `%${search.digits}%`),
      );
    if (search.id !== null)
      options.push(eb('d.id', '=', search.id), eb('so.id', '=', search.id), eb('l.id', '=', search.id));
    return eb.or(options);
  };
}

/** A row's LEFT JOINed reference ({ id, name }), or null when the join found none. */
export function namedRef(id: number | null, name: string | null): { id: number; name: string } | null {
  return id !== null && name !== null ? { id, name } : null;
}

type Synonym = Nullable<Database['synonyms']>;

/**
 * The delivery status (synonyms of list 5) of the query's delivery order `d`, LEFT JOINed as
 * `ds`: its name in the request's language is localizedName('ds', language), null when unnamed.
 */
export function joinDeliveryStatus<
  DB extends Database & { d: Database['deliveryOrders'] },
  TB extends keyof DB,
  O,
>(query: SelectQueryBuilder<DB, TB | 'd', O>): SelectQueryBuilder<DB & { ds: Synonym }, TB | 'd' | 'ds', O> {
  // As joinLeadAddressUnits (sale-orders): Kysely cannot resolve a join's columns on a query of a
  // generic DB, so the join is written on the DO's own table and the caller's tables come back.
  return (
    query as unknown as SelectQueryBuilder<Database & { d: Database['deliveryOrders'] }, 'd', O>
  ).leftJoin('synonyms as ds', (join) =>
    join.on('ds.typeId', '=', SYNONYM_TYPE.DELIVERY_STATUS).onRef('ds.value', '=', 'd.status'),
  ) as unknown as SelectQueryBuilder<DB & { ds: Synonym }, TB | 'd' | 'ds', O>;
}

/** The latest delivery order of a list's row (latestDeliveryOrder's `dlv.id`, `dlv.statusName`), or null. */
export function latestDeliveryOrderRef(row: { doId?: number | null; doStatusName?: string | null }) {
  return row.doId !== null && row.doId !== undefined
    ? { deliveryOrderId: row.doId, currentStatusName: row.doStatusName ?? '' }
    : null;
}

/**
 * The latest delivery order of a sale order of the outer query (`saleOrderId`: `so.id` in the
 * lists, `pg.id` in the exports' page), with its status and the status's name: a LATERAL
 * subquery (`dlv`). Newest by creation, the higher id among equals; a status without a name
 * hides no delivery order (its name is null).
 */
export function latestDeliveryOrder(trx: ScopedDb, language: Language, saleOrderId = 'so.id') {
  return trx
    .selectFrom('deliveryOrders as d')
    .$call(joinDeliveryStatus)
    .select([
      'd.id',
      'd.status',
      localizedName('ds', language).as('statusName'),
      'd.trackingCode',
      'd.partner',
      'd.codAmount',
      'd.updatedAt',
    ])
    .where('d.saleOrderId', '=', sql.ref<number>(saleOrderId))
    .orderBy('d.createdAt', 'desc')
    .orderBy('d.id', 'desc')
    .limit(1)
    .as('dlv');
}
