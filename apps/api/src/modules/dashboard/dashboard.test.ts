import type { FulfilmentSummary } from '@leadline/contracts';
import { ORG_ID, SO_STATUS } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

describe('dashboard: the fulfilment summary', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ JOB_POLL_MS: '0' });
  });
  afterAll(() => server.close());

  const summary = async (user: string) =>
    server.call<FulfilmentSummary>({
      method: 'GET',
      url: '/api/dashboard/fulfilment',
      token: await server.login(user),
    });

  it('counts what the validation and pending-shipping lists hold, for the caller’s org only', async () => {
    const { body } = await summary('vn1.validator');
    expect(body.code).toBe(200);
    const db = server.engine.db;
    const pending = await db
      .selectFrom('saleOrders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('orgId', '=', ORG_ID.VN1)
      .where('status', '=', SO_STATUS.PENDING)
      .executeTakeFirstOrThrow();
    const stuck = await db
      .selectFrom('deliveryOrders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('orgId', '=', ORG_ID.VN1)
      .where('status', '=', 1)
      .where('lastSendError', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(body.data.pendingValidation).toBe(Number(pending.n));
    expect(body.data.pendingShipping).toBe(Number(stuck.n));
    expect(body.data.pendingShipping).toBeGreaterThan(0);
    const recent = await db
      .selectFrom('deliveryOrders')
      .select('status')
      .where('orgId', '=', ORG_ID.VN1)
      .where('createdAt', '>=', new Date(Date.now() - 30 * 86_400_000))
      .execute();
    expect(body.data.deliveryOrders.reduce((sum, row) => sum + row.count, 0)).toBe(recent.length);

    const th = await summary('th1.validator');
    expect(th.body.data.pendingValidation).not.toBe(body.data.pendingValidation);
  });

  it('is refused to a role outside the validation and shipping list', async () => {
    for (const user of ['vn1.agent', 'vn1.cs']) expect((await summary(user)).status).toBe(403);
  });
});
