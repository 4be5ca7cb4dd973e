import { ORG_ID, SO_STATUS, type ValidationDetail } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linesOf, pendingOrders } from '../../testing/sale-order-fixtures.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

/** GET SO/ValidationDetail: the detail pages' read (by SO id, or the lead's newest order). */
describe('validation: the detail read', () => {
  let server: TestServer;
  let validator: string;
  let pending: Awaited<ReturnType<typeof pendingOrders>>;

  const detail = (token: string, query: string, language = 'en') =>
    server.call<ValidationDetail>({
      method: 'GET',
      url: `/api/SO/ValidationDetail${query}`,
      token,
      headers: { 'accept-language': language },
    });

  beforeAll(async () => {
    server = await startTestServer({ JOB_POLL_MS: '0' });
    validator = await server.login('vn1.validator');
    pending = await pendingOrders(server, ORG_ID.VN1);
  });
  afterAll(() => server.close());

  it('answers the order’s row and its lines, by SO id and by its lead', async () => {
    const order = pending[0]!;
    const { body } = await detail(validator, `?soId=${order.id}`);
    expect(body.code).toBe(200);
    expect(body.data.order.soId).toBe(order.id);
    expect(body.data.order.status.value).toBe(SO_STATUS.PENDING);
    expect(body.data.order.version).toBe(order.version);
    const stored = await linesOf(server, order.id);
    expect(body.data.lines.map((line) => line.prodId)).toEqual(stored.map((line) => line.productId));
    expect(body.data.lines.map((line) => line.quantity)).toEqual(stored.map((line) => line.quantity));
    for (const line of body.data.lines) {
      expect(line.prodName).not.toBe('');
      expect(line.amount).toBe(line.price * line.quantity);
    }
    expect(body.data.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(Number(order.amount));

    const byLead = await detail(validator, `?leadId=${body.data.order.leadId}`);
    expect(byLead.body.code).toBe(200);
    expect(byLead.body.data.order.soId).toBe(order.id);
    expect(byLead.body.data.lines).toEqual(body.data.lines);
  });

  it('names the statuses in the caller’s language', async () => {
    const order = pending[1]!;
    const en = await detail(validator, `?soId=${order.id}`);
    const vi = await detail(validator, `?soId=${order.id}`, 'vi');
    expect(vi.body.data.order.validationStatus?.typeId).toBe(50);
    expect(vi.body.data.order.validationStatus?.name).not.toBe(en.body.data.order.validationStatus?.name);
  });

  it('refuses bad input, hides another org’s order, and refuses roles outside validation', async () => {
    for (const query of ['', '?soId=1&leadId=1', '?soId=0', '?soId=abc', '?leadId=-4']) {
      const { status, body } = await detail(validator, query);
      expect(status, query).toBe(400);
      expect(body.code, query).toBe(400);
    }
    expect((await detail(validator, '?soId=2147483647')).status).toBe(404);

    const thValidator = await server.login('th1.validator');
    const other = await detail(thValidator, `?soId=${pending[0]!.id}`);
    expect(other.status).toBe(404);
    expect(other.body.data).toBeNull();

    const agent = await server.login('vn1.agent');
    expect((await detail(agent, `?soId=${pending[0]!.id}`)).status).toBe(403);
  });
});
