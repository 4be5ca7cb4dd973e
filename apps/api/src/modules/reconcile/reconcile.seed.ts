import { findOrg, HQ_ORG_ID, ORGS } from '@leadline/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { NewReconciledRow } from './reconcile.repository.js';
import { matchRow } from './reconcile-match.js';

const DEMO_ROWS = 14;

/**
 * The demo partner file of each org, applied once (docs/reconcile.md): the org's parcels that
 * went furthest, reported mostly as they are, a few collected short, one returned parcel said to
 * be delivered, one code no DO has, so every tab of the screen has rows on a fresh start.
 */
export async function seedReconciliations(db: Kysely<Database>, options: { demo: boolean }): Promise<void> {
  if (!options.demo) return;
  for (const org of ORGS) {
    if (org.id === HQ_ORG_ID) continue;
    const hash = `demo-${org.id}`;
    const done = await db
      .selectFrom('reconciliationImports')
      .select('id')
      .where('orgId', '=', org.id)
      .where('contentHash', '=', hash)
      .executeTakeFirst();
    if (done) continue;
    const orders = await db
      .selectFrom('deliveryOrders')
      .select(['id', 'status', 'codAmount', 'trackingCode', 'updatedAt'])
      .where('orgId', '=', org.id)
      .where('status', 'in', [4, 5, 6])
      .where('trackingCode', 'is not', null)
      .orderBy('id')
      .limit(DEMO_ROWS)
      .execute();
    if (orders.length === 0) continue;
    const currency = findOrg(org.id)?.currency ?? 'VND';
    const reports = orders.map((order, index) => {
      const cod = Number(order.codAmount);
      const delivered = order.status === 5;
      let status = order.status;
      let collected = delivered ? cod : 0;
      if (delivered && index % 5 === 1) collected = Math.max(0, cod - Math.round(cod / 10));
      if (order.status === 6 && index % 2 === 0) {
        status = 5;
        collected = cod;
      }
      return { order, status, collected };
    });
    const rows: NewReconciledRow[] = reports.map(({ order, status, collected }, index) => {
      const match = matchRow(
        { status, codCollected: collected },
        { id: order.id, status: order.status, codAmount: Number(order.codAmount) },
      );
      return {
        orgId: org.id,
        fileRow: index + 2,
        trackingCode: order.trackingCode,
        deliveryOrderId: order.id,
        reportedStatus: status,
        codCollected: collected,
        fee: 0,
        currency,
        reportedOn: order.updatedAt.toISOString().slice(0, 10),
        doStatus: order.status,
        ...match,
      };
    });
    const unknown = matchRow({ status: 5, codCollected: 150000 }, null);
    rows.push({
      orgId: org.id,
      fileRow: rows.length + 2,
      trackingCode: `${org.code}-UNKNOWN-0001`,
      deliveryOrderId: null,
      reportedStatus: 5,
      codCollected: 150000,
      fee: 0,
      currency,
      reportedOn: new Date().toISOString().slice(0, 10),
      doStatus: null,
      ...unknown,
    });
    const count = (result: string) => rows.filter((row) => row.result === result).length;
    await db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('reconciliationImports')
        .values({
          orgId: org.id,
          contentHash: hash,
          fileName: 'demo-partner-cod.xlsx',
          rowCount: rows.length,
          matched: count('matched'),
          mismatched: count('mismatched'),
          pending: count('pending'),
          createdBy: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('reconciliationRows')
        .values(rows.map((row) => ({ ...row, importId: created.id })))
        .execute();
    });
  }
}
