import {
  APPROVED_SO_STATUSES,
  CASH_EXPECTED_DO_STATUSES,
  DELIVERED_SO_STATUSES,
  type FinanceRow,
  type ManagerPanel,
  type ManagerRow,
  SHIPPING_PARTNERS,
} from '@leadline/contracts';
import { sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import { type DayWindow, zonedDay } from './dashboard-days.js';

const inList = (values: readonly number[]) => sql.join([...values]);
const keyOf = (day: string, other: string | number | null) => `${day}|${other ?? ''}`;

/**
 * Leads and orders by campaign and day. Leads: leads_org_created_idx (org_id, created_at) over the
 * window; orders: sale_orders_org_created_idx, each order's lead by its primary key for the
 * campaign (order management filters the campaign on the lead, as here).
 */
export async function managerFigures(
  trx: ScopedDb,
  orgId: number | null,
  timeZone: string,
  window: DayWindow,
): Promise<Pick<ManagerPanel, 'rows' | 'campaigns'>> {
  let leads = trx
    .selectFrom('leads as l')
    .select([
      zonedDay('l.created_at', timeZone).as('day'),
      'l.campaignId',
      sql<number>`count(*)::int`.as('n'),
    ])
    .where('l.createdAt', '>=', window.start)
    .where('l.createdAt', '<', window.end);
  let orders = trx
    .selectFrom('saleOrders as so')
    .innerJoin('leads as l', 'l.id', 'so.leadId')
    .select([
      zonedDay('so.created_at', timeZone).as('day'),
      'l.campaignId',
      sql<number>`count(*)::int`.as('orders'),
      sql<number>`count(*) FILTER (WHERE so.status IN (${inList(APPROVED_SO_STATUSES)}))::int`.as('approved'),
      sql<number>`count(*) FILTER (WHERE so.status IN (${inList(DELIVERED_SO_STATUSES)}))::int`.as(
        'delivered',
      ),
    ])
    .where('so.createdAt', '>=', window.start)
    .where('so.createdAt', '<', window.end);
  if (orgId !== null) {
    leads = leads.where('l.orgId', '=', orgId);
    orders = orders.where('so.orgId', '=', orgId);
  }
  const leadRows = await leads.groupBy(['day', 'l.campaignId']).execute();
  const orderRows = await orders.groupBy(['day', 'l.campaignId']).execute();
  const rows = new Map<string, ManagerRow>();
  const rowOf = (day: string, campaignId: number | null) => {
    const key = keyOf(day, campaignId);
    let row = rows.get(key);
    if (!row) {
      row = { day, campaignId, leads: 0, orders: 0, approved: 0, delivered: 0 };
      rows.set(key, row);
    }
    return row;
  };
  for (const row of leadRows) rowOf(row.day, row.campaignId).leads = row.n;
  for (const row of orderRows)
    Object.assign(rowOf(row.day, row.campaignId), {
      orders: row.orders,
      approved: row.approved,
      delivered: row.delivered,
    });
  const ids = [
    ...new Set([...rows.values()].flatMap((row) => (row.campaignId === null ? [] : [row.campaignId]))),
  ];
  const campaigns = ids.length
    ? await trx
        .selectFrom('campaigns')
        .select(['id', 'name'])
        .where('id', 'in', ids)
        .orderBy('name')
        .execute()
    : [];
  const sorted = [...rows.values()].sort(
    (a, b) => a.day.localeCompare(b.day) || (a.campaignId ?? 0) - (b.campaignId ?? 0),
  );
  return { rows: sorted, campaigns };
}

type Partner = FinanceRow['partner'];
const PARTNERS: readonly string[] = SHIPPING_PARTNERS;

/**
 * Cash by partner and day. Expected: delivery_orders_org_created_idx (org_id, created_at) over
 * the window, the shipping list's conditions (partner as coalesce(partner, 'GENERAL'), status,
 * creation day). Collected and mismatched: reconciliation_rows_org_reported_idx (org_id, reported_on)
 * of migration 0028, the reconcile list's conditions (tab, reported day); the partner is the
 * DO's (primary key).
 */
export async function financeFigures(
  trx: ScopedDb,
  orgId: number | null,
  timeZone: string,
  window: DayWindow,
): Promise<FinanceRow[]> {
  // Grouped by position: GROUP BY "partner" would read the column d.partner, not this expression.
  const partner = sql<string>`coalesce(d.partner, 'GENERAL')`;
  let expected = trx
    .selectFrom('deliveryOrders as d')
    .select([
      zonedDay('d.created_at', timeZone).as('day'),
      partner.as('partner'),
      sql<number>`count(*)::int`.as('n'),
      sql<string>`coalesce(sum(d.cod_amount), 0)::text`.as('amount'),
    ])
    .where('d.status', 'in', [...CASH_EXPECTED_DO_STATUSES])
    .where('d.createdAt', '>=', window.start)
    .where('d.createdAt', '<', window.end);
  let reconciled = trx
    .selectFrom('reconciliationRows as r')
    .leftJoin('deliveryOrders as d', 'd.id', 'r.deliveryOrderId')
    .select([
      sql<string>`to_char(r.reported_on, 'YYYY-MM-DD')`.as('day'),
      partner.as('partner'),
      'r.result',
      sql<number>`count(*)::int`.as('n'),
      sql<string>`coalesce(sum(CASE WHEN r.result = 'matched' THEN r.cod_collected ELSE r.difference END), 0)::text`.as(
        'amount',
      ),
    ])
    .where('r.result', 'in', ['matched', 'mismatched'])
    .where('r.reportedOn', '>=', window.from)
    .where('r.reportedOn', '<=', window.to);
  if (orgId !== null) {
    expected = expected.where('d.orgId', '=', orgId);
    reconciled = reconciled.where('r.orgId', '=', orgId);
  }
  const rows = new Map<string, FinanceRow>();
  const rowOf = (day: string, name: string) => {
    const key = keyOf(day, name);
    let row = rows.get(key);
    if (!row) {
      row = {
        day,
        partner: name as Partner,
        expectedCount: 0,
        expected: 0,
        collectedCount: 0,
        collected: 0,
        mismatchedCount: 0,
        mismatched: 0,
      };
      rows.set(key, row);
    }
    return row;
  };
  // A partner string the lists do not know matches none of their partner filters: left out here too.
  for (const row of await expected.groupBy([sql`1`, sql`2`]).execute()) {
    if (!PARTNERS.includes(row.partner)) continue;
    Object.assign(rowOf(row.day, row.partner), { expectedCount: row.n, expected: Number(row.amount) });
  }
  for (const row of await reconciled.groupBy([sql`1`, sql`2`, sql`3`]).execute()) {
    if (!PARTNERS.includes(row.partner)) continue;
    const target = rowOf(row.day, row.partner);
    if (row.result === 'matched')
      Object.assign(target, { collectedCount: row.n, collected: Number(row.amount) });
    else Object.assign(target, { mismatchedCount: row.n, mismatched: Number(row.amount) });
  }
  return [...rows.values()].sort((a, b) => a.day.localeCompare(b.day) || a.partner.localeCompare(b.partner));
}
