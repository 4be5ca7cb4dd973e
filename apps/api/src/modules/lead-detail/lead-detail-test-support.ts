import type { OrderDetail, OrderListRow, ProductSummary } from '@leadline/contracts';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

/** The order edit screen's tests: a server, the demo callers, new demo leads and the products. */
export interface OrderEditScreen {
  server: TestServer;
  agent: string;
  manager: string;
  th: string;
  /** The agent's new demo leads: each test takes its own (`freshLeads`). */
  leads: OrderListRow[];
  products: ProductSummary[];
}

export async function openOrderEditScreen(): Promise<OrderEditScreen> {
  const server = await startTestServer();
  const [agent, manager, th] = await Promise.all([
    server.login('vn1.agent'),
    server.login('vn1.manager'),
    server.login('th1.manager'),
  ]);
  const get = async <T>(url: string) =>
    (await server.call<T>({ method: 'GET', url, token: agent })).body.data;
  const leads = await get<OrderListRow[]>('/api/orders/list?leadStatus=1&limit=100');
  const products = await get<ProductSummary[]>('/api/products?status=1&limit=100');
  return { server, agent, manager, th, leads, products };
}

/**
 * The screen's calls; `screen` is read at call time (opened in beforeAll). Tokens default to the
 * demo agent's.
 */
export function orderEditCalls(screen: () => OrderEditScreen) {
  const call = <T>(method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
    screen().server.call<T>({ method, url, token, ...(payload ? { payload } : {}) });
  const detail = (leadId: number, token = screen().agent, typeLead = 'lead') =>
    call<OrderDetail>('GET', `/api/orders/detail/${typeLead}/${leadId}`, token);
  const save = (leadId: number, body: object, token = screen().agent) =>
    call<OrderDetail>('PUT', `/api/orders/lead-info/${leadId}`, token, body);
  const dial = (lead: OrderListRow, token = screen().agent) =>
    call('GET', `/api/phone/${encodeURIComponent(lead.phone)}?leadId=${lead.leadId}`, token);
  /** A fresh new lead of the demo agent for each test, so tests do not share state. */
  let next = 0;
  const freshLead = () => {
    const lead = screen().leads[next++];
    if (!lead) throw new Error('not enough demo leads');
    return lead;
  };
  const productOfType = (type: number) => screen().products.find((product) => product.productType === type)!;
  return { call, detail, save, dial, freshLead, productOfType };
}
