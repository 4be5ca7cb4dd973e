import { SO_STATUS, VALIDATION_STATUS } from '@leadline/contracts';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../db/schema.js';
import { type FakePartner, startFakePartner } from './fake-partner-server.js';

/**
 * A new lead copied from another (`{ leadId }`) or from the org's first demo lead (`{ orgId }`),
 * with `changes` set on the copy: a lead of its own for a test's order, with the phone or address
 * the test needs. Answers its id.
 */
export async function copyLead(
  db: Kysely<Database>,
  template: { orgId: number } | { leadId: number },
  changes: Partial<Insertable<Database['leads']>> = {},
): Promise<number> {
  const source = await db
    .selectFrom('leads')
    .selectAll()
    .$call((query) =>
      'leadId' in template
        ? query.where('id', '=', template.leadId)
        : query.where('orgId', '=', template.orgId).orderBy('id').limit(1),
    )
    .executeTakeFirstOrThrow();
  const { id: _id, version: _version, phoneKey: _phoneKey, ...copy } = source;
  const lead = await db
    .insertInto('leads')
    .values({ ...copy, ...changes })
    .returning('id')
    .executeTakeFirstOrThrow();
  return lead.id;
}

/**
 * A copy of a demo sale order of the org with its lines, `changes` set on the copy: one live DO per
 * sale order (0011_validation.sql), so each test's parcel gets a sale order of its own.
 */
export async function copyDemoSaleOrder(
  db: Kysely<Database>,
  orgId: number,
  changes: Updateable<Database['saleOrders']> = {},
): Promise<{ id: number; amount: number; leadId: number }> {
  const template = await db
    .selectFrom('saleOrders as s')
    .selectAll('s')
    .where('s.orgId', '=', orgId)
    .where((eb) =>
      eb.exists(eb.selectFrom('saleOrderItems as i').select('i.id').whereRef('i.saleOrderId', '=', 's.id')),
    )
    .orderBy('s.id')
    .limit(1)
    .executeTakeFirst();
  if (!template) throw new Error(`no demo sale order with lines in org ${orgId}`);
  const { id: templateId, ...copy } = template;
  const order = await db
    .insertInto('saleOrders')
    .values({ ...copy, ...changes })
    .returning(['id', 'amount', 'leadId'])
    .executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('saleOrderItems')
    .selectAll()
    .where('saleOrderId', '=', templateId)
    .execute();
  await db
    .insertInto('saleOrderItems')
    .values(items.map(({ id: _id, ...item }) => ({ ...item, saleOrderId: order.id })))
    .execute();
  return order;
}

/**
 * A sale order of a customer of its own: a copy of the org's first demo lead with that phone (and
 * `lead` set on it), and a copy of a demo sale order on it (`order` set on the copy). The delivery
 * risk's tests build their histories from these: the phone is the customer.
 */
export async function orderOfPhone(
  db: Kysely<Database>,
  orgId: number,
  phone: string,
  changes: {
    lead?: Partial<Insertable<Database['leads']>>;
    order?: Updateable<Database['saleOrders']>;
  } = {},
): Promise<{ id: number; amount: number; leadId: number }> {
  const leadId = await copyLead(db, { orgId }, { phoneRaw: phone, phoneE164: phone, ...changes.lead });
  return copyDemoSaleOrder(db, orgId, { ...changes.order, leadId });
}

/**
 * A maker of the logistics tests' DOs: a new DO (status New, not yet sent) for an existing demo
 * sale order of the org, so each test sends a parcel of its own.
 */
export function deliveryOrderMaker(db: Kysely<Database>) {
  return async function newDeliveryOrder(orgCode: string, partner: string | null = null): Promise<number> {
    const org = await db
      .selectFrom('orgs')
      .select('id')
      .where('code', '=', orgCode)
      .executeTakeFirstOrThrow();
    // A delivery order exists only for an approved order.
    const order = await copyDemoSaleOrder(db, org.id, {
      status: SO_STATUS.APPROVED,
      validationStatus: VALIDATION_STATUS.APPROVED,
    });
    const row = await db
      .insertInto('deliveryOrders')
      .values({ orgId: org.id, saleOrderId: order.id, status: 1, partner, codAmount: Number(order.amount) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
}

/**
 * A delivery order of its own for a test: a copy of a demo sale order of the org with its lines
 * (copyDemoSaleOrder), then the DO with the partner, status, tracking code and COD asked for (the
 * COD is the order's amount unless told). A DO past New was sent now.
 */
export async function makeDeliveryOrder(
  db: Kysely<Database>,
  orgId: number,
  values: {
    partner?: string | null;
    status?: number;
    trackingCode?: string | null;
    sentVia?: string | null;
    codAmount?: number;
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
      codAmount: values.codAmount ?? Number(order.amount),
      sentVia: values.sentVia ?? null,
      sentAt: status >= 2 ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { doId: row.id, soId: order.id, leadId: order.leadId };
}

export async function configurePartner(
  db: Kysely<Database>,
  orgCode: string,
  settings: {
    partner: 'general' | 'dhl' | 'kerry' | 'sap' | 'simulator';
    baseUrl?: string | null;
    credentials?: Record<string, string>;
    options?: Record<string, unknown>;
    webhookSecret?: string | null;
    enabled?: boolean;
  },
): Promise<void> {
  const org = await db.selectFrom('orgs').select('id').where('code', '=', orgCode).executeTakeFirstOrThrow();
  const values = {
    baseUrl: settings.baseUrl ?? null,
    credentials: JSON.stringify(settings.credentials ?? {}),
    options: JSON.stringify(settings.options ?? {}),
    webhookSecret: settings.webhookSecret ?? null,
    enabled: settings.enabled ?? true,
  };
  await db
    .insertInto('logisticsSettings')
    .values({ orgId: org.id, partner: settings.partner, ...values })
    .onConflict((conflict) => conflict.columns(['orgId', 'partner']).doUpdateSet(values))
    .execute();
}

/** DHL's answer to a token request: the adapter asks for one before each call. */
export const DHL_TOKEN_ANSWER = {
  status: 200,
  body: { accessTokenResponse: { token: 't', responseStatus: { code: '100000' } } },
};

/** DHL's answer to a manifest that takes the shipment `shipmentId`. */
export function dhlAcceptsShipment(shipmentId: string) {
  return {
    status: 200,
    body: {
      manifestResponse: {
        bd: {
          responseStatus: { code: '200' },
          shipmentItems: [{ shipmentID: shipmentId, deliveryConfirmationNo: '5200000001' }],
        },
      },
    },
  };
}

/**
 * Connects the org to a fake DHL (fake-partner-server.ts) that hands out tokens: the set-up of
 * every test that sends to DHL. What DHL answers to a shipment or a tracking request is the test's.
 */
export async function connectFakeDhl(db: Kysely<Database>, orgCode: string, dhl: FakePartner): Promise<void> {
  await configurePartner(db, orgCode, {
    partner: 'dhl',
    baseUrl: dhl.url,
    credentials: { clientId: 'c', password: 'p' },
    options: { pickupAccountId: 'P1', soldToAccountId: 'S1' },
  });
  dhl.answer('GET', '/rest/v1/OAuth/AccessToken', DHL_TOKEN_ANSWER);
}

/**
 * Runs `use` with a fake DHL connected to the org (connectFakeDhl), then disconnects the org and
 * stops the fake, however `use` ends: the next test of the file sends to the simulator again.
 */
export async function withFakeDhl(
  db: Kysely<Database>,
  orgCode: string,
  use: (dhl: FakePartner) => Promise<void>,
): Promise<void> {
  const dhl = await startFakePartner();
  try {
    await connectFakeDhl(db, orgCode, dhl);
    await use(dhl);
  } finally {
    await configurePartner(db, orgCode, { partner: 'dhl', enabled: false });
    await dhl.close();
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The parcel of a sale order that ended with `status` (Delivered, Returned...) at `endedAt`: the
 * history the delivery risk counts (docs/delivery-risk.md: a parcel counts once its final status
 * was reached before asOf, and `updated_at` is that time).
 */
export async function endedParcel(
  db: Kysely<Database>,
  orgId: number,
  saleOrderId: number,
  status: number,
  endedAt: Date,
): Promise<void> {
  await db
    .insertInto('deliveryOrders')
    .values({ orgId, saleOrderId, status, codAmount: 0, updatedAt: endedAt })
    .execute();
}

/**
 * Past parcels of a sale order's customer (docs/delivery-risk.md): for each status, a copy of the
 * order's lead with an approved sale order whose DO ended so, `daysAgo` days back (then one more
 * day for each next parcel), so the delivery risk counts them as history of the same phone.
 */
export async function pastParcelsOfCustomer(
  db: Kysely<Database>,
  orgId: number,
  saleOrderId: number,
  statuses: readonly number[],
  daysAgo: number,
): Promise<void> {
  const order = await db
    .selectFrom('saleOrders')
    .select('leadId')
    .where('id', '=', saleOrderId)
    .executeTakeFirstOrThrow();
  for (const [index, status] of statuses.entries()) {
    const pastLeadId = await copyLead(db, { leadId: order.leadId });
    const so = await copyDemoSaleOrder(db, orgId, { leadId: pastLeadId, status: SO_STATUS.APPROVED });
    await endedParcel(db, orgId, so.id, status, new Date(Date.now() - (daysAgo + index) * DAY_MS));
  }
}
