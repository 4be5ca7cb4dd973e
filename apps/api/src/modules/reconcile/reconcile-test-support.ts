import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * A delivery order of its own for a test: a copy of a demo sale order of the org (one live DO
 * per sale order), then the DO with the status, tracking code and COD asked for.
 */
export async function makeDeliveryOrder(
  db: Kysely<Database>,
  orgId: number,
  values: { status: number; trackingCode: string; codAmount: number },
): Promise<{ doId: number; soId: number }> {
  const { id: _id, ...copy } = await db
    .selectFrom('saleOrders')
    .selectAll()
    .where('orgId', '=', orgId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const order = await db
    .insertInto('saleOrders')
    .values({ ...copy, createdAt: new Date(), updatedAt: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('deliveryOrders')
    .values({ orgId, saleOrderId: order.id, ...values, sentAt: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { doId: row.id, soId: order.id };
}

/** A multipart body with one file part named `file`. */
export function multipartFile(data: Buffer, fileName = 'reconcile.xlsx') {
  const boundary = '----leadlinereconcile';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

export const RECONCILE_HEADER = ['Tracking code', 'DO ID', 'Status', 'COD collected', 'Fee', 'Date'];
