import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { copyDemoSaleOrder } from '../../testing/logistics-fixtures.js';

/**
 * A delivery order of its own for a test: a copy of a demo sale order of the org with its lines
 * (copyDemoSaleOrder), then the DO with the partner, status and tracking code asked for.
 */
export async function makeDeliveryOrder(
  db: Kysely<Database>,
  orgId: number,
  values: {
    partner?: string | null;
    status?: number;
    trackingCode?: string | null;
    sentVia?: string | null;
  } = {},
): Promise<{ doId: number; soId: number; leadId: number }> {
  const now = new Date();
  const order = await copyDemoSaleOrder(db, orgId, { createdAt: now, updatedAt: now });
  const status = values.status ?? 1;
  const row = await db
    .insertInto('deliveryOrders')
    .values({
      orgId,
      saleOrderId: order.id,
      status,
      partner: values.partner ?? null,
      trackingCode: values.trackingCode ?? null,
      codAmount: Number(order.amount),
      sentVia: values.sentVia ?? null,
      sentAt: status >= 2 ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { doId: row.id, soId: order.id, leadId: order.leadId };
}

/** A multipart body with one file part named `file`. */
export function multipartFile(
  data: Buffer,
  fileName = 'import.xlsx',
): { payload: Buffer; contentType: string } {
  const boundary = '----leadlineshippingimport';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
