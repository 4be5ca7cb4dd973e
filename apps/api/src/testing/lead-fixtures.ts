import { LEAD_STATUS, type OrderDetail } from '@leadline/contracts';
import type { TestServer } from './test-server.js';

/**
 * The token's user trashes a lead the way the edit screen does: opens it, calls it (a status is
 * saved after a call), then saves it as Trash with reason 202. Answers the save's response.
 */
export async function trashLeadAsAgent(server: TestServer, token: string, leadId: number) {
  const get = <T>(url: string) => server.call<T>({ method: 'GET', url, token });
  const detail = (await get<OrderDetail>(`/api/orders/detail/lead/${leadId}`)).body.data;
  await get(`/api/phone/${encodeURIComponent(detail.leadData.phone)}?leadId=${leadId}`);
  return server.call<OrderDetail>({
    method: 'PUT',
    url: `/api/orders/lead-info/${leadId}`,
    token,
    payload: { version: detail.leadData.version, leadStatus: LEAD_STATUS.TRASH, reasonId: 202 },
  });
}
