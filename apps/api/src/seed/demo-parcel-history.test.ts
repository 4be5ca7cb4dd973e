import type { HistoryEntry } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceSimulatedParcels } from '../modules/logistics/index.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

const DAY_MS = 86_400_000;
/** The history actions that move a parcel (its DO's status). */
const PARCEL_MOVES = new Set(['do_sent', 'do_status', 'do_cancelled', 'do_imported']);

/**
 * On a fresh start every parcel move is in its lead's history, the demo's
 * seeded parcels as well as those the simulator moves after the start, as it is for an order made
 * in the app.
 */
describe('the demo parcels’ moves in the lead history', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Nothing runs by itself: the test sends the queued DOs and moves the parcels.
    server = await startTestServer({ JOB_POLL_MS: '0', LOGISTICS_SIM_TICK_MS: '0' });
  });
  afterAll(() => server.close());

  /** Each DO's statuses as its tracking-code log has them, and as its sale order's history does. */
  async function coursesAndHistory() {
    const db = server.engine.db;
    const logs = await db
      .selectFrom('trackingCodeLogs as t')
      .innerJoin('deliveryOrders as d', 'd.id', 't.deliveryOrderId')
      .select(['d.id as doId', 'd.saleOrderId', 't.status'])
      .execute();
    const history = await db
      .selectFrom('history')
      .select(['entityId', 'action', 'changes'])
      .where('entityType', '=', 'so')
      .execute();
    const moved = new Map<number, Set<number>>();
    for (const row of history) {
      if (!PARCEL_MOVES.has(row.action)) continue;
      const changes = row.changes as { doId?: number; status?: { to?: number } };
      if (changes.doId === undefined || typeof changes.status?.to !== 'number') continue;
      const statuses = moved.get(changes.doId) ?? new Set<number>();
      statuses.add(changes.status.to);
      moved.set(changes.doId, statuses);
    }
    const missing = logs
      .filter((log) => !moved.get(log.doId)?.has(log.status))
      .map((log) => ({ doId: log.doId, status: log.status }));
    return { logs, missing };
  }

  it('every status a seeded parcel reached is in its order’s history', async () => {
    const { logs, missing } = await coursesAndHistory();
    expect(logs.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('after the queued sends and the simulator’s moves, every move is there too, and the lead’s history shows it', async () => {
    await server.jobs.runDueJobs();
    const sent = await server.engine.db
      .selectFrom('deliveryOrders')
      .select(['id', 'saleOrderId'])
      .where('sentVia', '=', 'simulator')
      .execute();
    expect(sent.length).toBeGreaterThan(0);
    await advanceSimulatedParcels(server.ctx, new Date(Date.now() + DAY_MS));
    const { missing } = await coursesAndHistory();
    expect(missing).toEqual([]);

    // A delivered demo parcel's lead, as the edit screen reads its history.
    const delivered = await server.engine.db
      .selectFrom('deliveryOrders as d')
      .innerJoin('saleOrders as so', 'so.id', 'd.saleOrderId')
      .innerJoin('leads as l', 'l.id', 'so.leadId')
      .innerJoin('orgs as o', 'o.id', 'l.orgId')
      .select(['d.id', 'so.leadId', 'o.code'])
      .where('d.status', '=', 5)
      .where('o.code', '=', 'VN1')
      .orderBy('d.id')
      .executeTakeFirstOrThrow();
    const token = await server.login('vn1.manager');
    const answer = await server.call<HistoryEntry[]>({
      method: 'GET',
      url: `/api/lead/${delivered.leadId}/history`,
      token,
    });
    expect(answer.body.code).toBe(200);
    const moves = answer.body.data.filter((entry) => PARCEL_MOVES.has(entry.action.replace(/^so\./, '')));
    expect(moves.map((entry) => (entry.changes as { status: { to: number } }).status.to)).toContain(5);
  });
});
