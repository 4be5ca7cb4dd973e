import { LEAD_STATUS, type OrderDetail } from '@leadline/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
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

/**
 * Wards of Vietnam's 2025 scheme (with their province) no lead lives in: a test's leads put there
 * share their ward with no demo lead, so a ward's counts are the test's own.
 */
export function wardsWithoutLeads(
  db: Kysely<Database>,
  count: number,
): Promise<{ id: number; provinceId: number }[]> {
  return db
    .selectFrom('addressUnits as w')
    .innerJoin('addressUnits as p', 'p.id', 'w.parentId')
    .select(['w.id', 'p.id as provinceId'])
    .where('w.scheme', '=', 'VN2025')
    .where('w.level', '=', 3)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('leads').select('id').whereRef('leads.wardId', '=', 'w.id'))),
    )
    .orderBy('w.id')
    .limit(count)
    .execute();
}

/** A lead's address columns in a ward (wardsWithoutLeads), its district left out. */
export const inWard = (ward: { id: number; provinceId: number }) => ({
  wardId: ward.id,
  provinceId: ward.provinceId,
  districtId: null,
});
