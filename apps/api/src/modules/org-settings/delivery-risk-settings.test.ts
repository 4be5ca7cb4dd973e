import {
  type DeliveryRiskSettings,
  LOGISTICS_DO_STATUS,
  ORG_ID,
  SO_STATUS,
  type ValidationRow,
} from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyDemoSaleOrder, endedParcel } from '../../testing/logistics-fixtures.js';
import { pendingOrders } from '../../testing/sale-order-fixtures.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { orgBaseRate } from '../delivery-risk/index.js';

/** The org's delivery-risk band thresholds (docs/settings.md 'Delivery risk'). */
describe('org settings: delivery-risk thresholds', () => {
  let server: TestServer;
  let vnAdmin: string;
  let thAdmin: string;
  let vnAgent: string;
  let validator: string;
  const url = '/api/org-settings/delivery-risk';

  const get = (token: string) => server.call<DeliveryRiskSettings>({ method: 'GET', url, token });
  const put = (token: string, payload: object) =>
    server.call<DeliveryRiskSettings>({ method: 'PUT', url, token, payload });
  const bandOf = async (soId: number) => {
    const listed = await server.call<ValidationRow[]>({
      method: 'POST',
      url: '/api/SO/ValidationList',
      token: validator,
      payload: { search: String(soId), offset: 0, limit: 10 },
    });
    return listed.body.data.find((row) => row.soId === soId)?.risk?.band;
  };

  beforeAll(async () => {
    server = await startTestServer({ JOB_POLL_MS: '0', LOGISTICS_SIM_TICK_MS: '0' });
    [vnAdmin, thAdmin, vnAgent, validator] = await server.loginAll(
      'vn1.admin',
      'th1.admin',
      'vn1.agent',
      'vn1.validator',
    );
  });
  afterAll(() => server.close());

  it('reads the defaults, sets thresholds that move the bands on the list, back to the defaults', async () => {
    const first = await get(vnAdmin);
    expect(first.body.data).toMatchObject({ thresholds: null, defaultFactors: { medium: 1.25, high: 1.75 } });
    const [order] = await pendingOrders(server, ORG_ID.VN1, { inStockOnly: true });
    expect(order).toBeDefined();
    const soId = order!.id;

    // Every probability is above 0.001 and below 0.999: the bands follow the thresholds alone.
    const low = await put(vnAdmin, { thresholds: { mediumFrom: 0.998, highFrom: 0.999 } });
    expect(low.body.data.thresholds).toEqual({ mediumFrom: 0.998, highFrom: 0.999 });
    expect(await bandOf(soId)).toBe('low');
    await put(vnAdmin, { thresholds: { mediumFrom: 0.001, highFrom: 0.002 } });
    expect(await bandOf(soId)).toBe('high');
    expect((await get(vnAdmin)).body.data.thresholds).toEqual({ mediumFrom: 0.001, highFrom: 0.002 });

    const back = await put(vnAdmin, { thresholds: null });
    expect(back.body.data.thresholds).toBeNull();
    const rows = await server.engine.db
      .selectFrom('orgDeliveryRiskSettings')
      .select('orgId')
      .where('orgId', '=', ORG_ID.VN1)
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses bad thresholds with a validation error and changes nothing; other orgs and roles', async () => {
    await put(vnAdmin, { thresholds: { mediumFrom: 0.2, highFrom: 0.35 } });
    for (const thresholds of [
      { mediumFrom: 0.35, highFrom: 0.2 },
      { mediumFrom: 0.3, highFrom: 0.3 },
      { mediumFrom: 0, highFrom: 0.5 },
      { mediumFrom: 0.2, highFrom: 1 },
      { mediumFrom: 0.2005, highFrom: 0.5 },
      { mediumFrom: '0.2', highFrom: 0.5 },
    ]) {
      const refused = await put(vnAdmin, { thresholds });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe(400);
    }
    const order = await put(vnAdmin, { thresholds: { mediumFrom: 0.5, highFrom: 0.4 } });
    expect(order.body.message).toContain('above the medium');
    expect((await get(vnAdmin)).body.data.thresholds).toEqual({ mediumFrom: 0.2, highFrom: 0.35 });

    // Another org's settings are its own.
    expect((await get(thAdmin)).body.data.thresholds).toBeNull();
    await put(thAdmin, { thresholds: { mediumFrom: 0.1, highFrom: 0.6 } });
    expect((await get(vnAdmin)).body.data.thresholds).toEqual({ mediumFrom: 0.2, highFrom: 0.35 });
    await put(thAdmin, { thresholds: null });

    // A role without the org settings permission is refused, reading and writing.
    expect((await get(vnAgent)).status).toBe(403);
    expect((await put(vnAgent, { thresholds: null })).status).toBe(403);
    expect((await put(validator, { thresholds: null })).status).toBe(403);
    expect((await get(vnAdmin)).body.data.thresholds).toEqual({ mediumFrom: 0.2, highFrom: 0.35 });
    await put(vnAdmin, { thresholds: null });
  });

  /** A parcel of the org that ended with `status` an hour ago, on a sale order of its own. */
  async function parcel(orgId: number, status: number) {
    const db = server.engine.db;
    const order = await copyDemoSaleOrder(db, orgId, { status: SO_STATUS.APPROVED });
    await endedParcel(db, orgId, order.id, status, new Date(Date.now() - 3_600_000));
  }

  it('shows the org’s base rate and the default bands it gives; another org’s parcels never count', async () => {
    const { DELIVERED, RETURNED } = LOGISTICS_DO_STATUS;
    const before = (await get(vnAdmin)).body.data.baseRate;
    const thBefore = (await get(thAdmin)).body.data.baseRate;
    await parcel(ORG_ID.VN1, RETURNED);
    await parcel(ORG_ID.VN1, RETURNED);
    await parcel(ORG_ID.VN1, DELIVERED);
    // Another org's returns, many: VN1's figures must not move with them.
    for (let i = 0; i < 6; i += 1) await parcel(ORG_ID.TH1, RETURNED);

    const { baseRate } = (await get(vnAdmin)).body.data;
    const parcels = before.parcels + 3;
    const returned = before.returned + 2;
    const smoothed = (returned + 20 * 0.1) / (parcels + 20);
    expect(baseRate).toMatchObject({ parcels, returned });
    expect(baseRate.rate).toBeCloseTo(returned / parcels, 9);
    expect(baseRate.smoothed).toBeCloseTo(smoothed, 9);
    expect(baseRate.defaultThresholds.mediumFrom).toBeCloseTo(Math.min(0.9, smoothed * 1.25), 9);
    expect(baseRate.defaultThresholds.highFrom).toBeCloseTo(Math.min(0.95, smoothed * 1.75), 9);
    const th = (await get(thAdmin)).body.data.baseRate;
    expect(th).toMatchObject({ parcels: thBefore.parcels + 6, returned: thBefore.returned + 6 });
  });

  it('gives an org without counted parcels the prior: 10 %, medium from 12.5 %, high from 17.5 %', async () => {
    const db = server.engine.db;
    const withParcels = new Set(
      (await db.selectFrom('deliveryOrders').select('orgId').distinct().execute()).map((row) => row.orgId),
    );
    const empty = Object.values(ORG_ID).find((orgId) => orgId !== ORG_ID.HQ && !withParcels.has(orgId));
    expect(empty).toBeDefined();
    const baseRate = await orgBaseRate(db, empty!);
    expect(baseRate).toMatchObject({ parcels: 0, returned: 0, rate: null });
    expect(baseRate.smoothed).toBeCloseTo(0.1, 9);
    expect(baseRate.defaultThresholds.mediumFrom).toBeCloseTo(0.125, 9);
    expect(baseRate.defaultThresholds.highFrom).toBeCloseTo(0.175, 9);
  });
});
