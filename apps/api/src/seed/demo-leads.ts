import { findOrg, firstPrice, LEAD_STATUS, ORG_ID, SO_STATUS, VALIDATION_STATUS } from '@leadline/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { seededRandom } from '../shared/random/seeded-random.js';
import { type DemoCalledLead, seedDemoCalls } from './demo-calls.js';
import { seedDemoDeliveryOrders } from './demo-fulfilment.js';
import { mobilePhone, personName, pick, streetAddress, weighted } from './demo-people.js';

/** The orgs that have demo users get demo leads (README's demo accounts). */
export const DEMO_LEAD_ORGS = [ORG_ID.VN1, ORG_ID.VN4, ORG_ID.TH1] as const;

const DAY_MS = 86_400_000;
/** The share of called leads whose last call was in the last day (the demo's day of calls). */
const RECENT_CALL_SHARE = 0.08;
/** The newest demo call started this long ago (it has ended by now). */
const CALL_MARGIN_MS = 10 * 60_000;
const CHUNK = 500;

/** How often each status appears among demo leads (weights). */
const STATUS_WEIGHTS: [number, number][] = [
  [LEAD_STATUS.NEW, 30],
  [LEAD_STATUS.BUSY, 7],
  [LEAD_STATUS.NO_ANSWER, 12],
  [LEAD_STATUS.UNREACHABLE, 5],
  [LEAD_STATUS.CALLBACK_CONSULTING, 4],
  [LEAD_STATUS.CALLBACK_PROSPECT, 4],
  [LEAD_STATUS.CALLBACK_POTENTIAL, 4],
  [LEAD_STATUS.APPROVED, 22],
  [LEAD_STATUS.REJECTED, 8],
  [LEAD_STATUS.TRASH, 3],
  [LEAD_STATUS.DUPLICATED, 1],
];

/** Mostly the first (standard) service of the province, as agents choose it most. */
function pickService<T>(random: () => number, services: T[] | undefined): T | undefined {
  if (!services || services.length === 0) return undefined;
  return random() < 0.5 ? services[0] : pick(random, services);
}

const NETWORKS = ['Facebook Ads', 'TikTok Ads', 'Google Ads', 'Affiliate network'];

interface Address {
  provinceId: number;
  districtId: number | null;
  wardId: number;
  zipcode: string | null;
}

async function demoAddresses(db: Kysely<Database>, country: string): Promise<Address[]> {
  const result = await sql<Address>`
    SELECT w.id AS "wardId", COALESCE(d.parent_id, w.parent_id) AS "provinceId",
           CASE WHEN d.parent_id IS NULL THEN NULL ELSE d.id END AS "districtId",
           (SELECT pc.code FROM postal_codes pc WHERE pc.unit_id = w.id ORDER BY pc.code LIMIT 1) AS zipcode
    FROM address_units w
    LEFT JOIN address_units d ON d.id = w.parent_id AND d.level = 2
    WHERE w.country = ${country} AND w.level = 3 AND w.scheme <> 'VN_LEGACY'
    -- A deterministic spread over the whole country rather than the first provinces.
    ORDER BY (w.id::bigint * 2654435761) % 4294967296
    LIMIT 2000`.execute(db);
  return result.rows;
}

/**
 * A few thousand leads per demo org in realistic states: assigned to the org's agents, called,
 * some approved into sale orders with lines and delivery orders, some duplicated.
 */
export async function seedDemoLeads(db: Kysely<Database>, leadsPerOrg: number): Promise<void> {
  for (const orgId of DEMO_LEAD_ORGS) {
    const existing = await db
      .selectFrom('campaigns')
      .select('id')
      .where('orgId', '=', orgId)
      .executeTakeFirst();
    if (existing) continue;
    await db.transaction().execute((trx) => seedOrg(trx, orgId, leadsPerOrg));
  }
}

async function seedOrg(db: Kysely<Database>, orgId: number, leadsPerOrg: number): Promise<void> {
  const org = findOrg(orgId);
  if (!org?.country) return;
  const country = org.country;
  const random = seededRandom(orgId * 7919);
  const now = Date.now();

  const agents = await db
    .selectFrom('users')
    .innerJoin('userRoles', 'userRoles.userId', 'users.id')
    .select(['users.id', 'users.userName'])
    .distinct()
    .where('users.orgId', '=', orgId)
    .where('userRoles.roleId', 'in', [12, 27])
    .orderBy('users.id')
    .execute();
  const mainAgent = agents.find((agent) => agent.userName.endsWith('.agent')) ?? agents[0];
  const products = await db
    .selectFrom('products')
    .select(['id', 'productType', 'price', 'name'])
    .where('orgId', '=', orgId)
    .where('status', '=', 1)
    .orderBy('id')
    .execute();
  const plain = products.filter((product) => product.productType === 1);
  const combos = products.filter((product) => product.productType === 2);
  const freeItems = products.filter((product) => product.productType === 3);
  const addresses = await demoAddresses(db, country);
  if (plain.length === 0 || addresses.length === 0) return;

  const campaigns = await db
    .insertInto('campaigns')
    .values(
      NETWORKS.map((network, index) => ({
        orgId,
        code: `${org.code}-C${index + 1}`,
        name: `${plain[index % plain.length]!.name} – ${network}`,
        network,
        offerProductId: plain[index % plain.length]!.id,
      })),
    )
    .returning(['id', 'offerProductId'])
    .execute();
  const callingLists = await db
    .insertInto('callingLists')
    .values(
      campaigns.flatMap((campaign) =>
        [1, 2].map((n) => ({ orgId, campaignId: campaign.id, name: `List ${n}` })),
      ),
    )
    .returning(['id', 'campaignId'])
    .execute();

  const phones: { raw: string; e164: string }[] = [];
  const leads = Array.from({ length: leadsPerOrg }, (_, index) => {
    const campaign = pick(random, campaigns);
    const list = callingLists.filter((candidate) => candidate.campaignId === campaign.id)[index % 2]!;
    const status = weighted(random, STATUS_WEIGHTS);
    const createdAt = new Date(now - random() * 60 * DAY_MS);
    const isNew = status === LEAD_STATUS.NEW;
    const assigned = !isNew || random() < 0.7;
    const agent = assigned ? (random() < 0.6 ? mainAgent : pick(random, agents)) : undefined;
    const duplicate = status === LEAD_STATUS.DUPLICATED && phones.length > 0;
    // A duplicate repeats an earlier lead's number, normalised like it.
    const phone = duplicate ? pick(random, phones) : mobilePhone(random, country);
    if (!duplicate) phones.push(phone);
    const address = pick(random, addresses);
    const attempts = isNew ? 0 : 1 + Math.floor(random() * 4);
    const callbackStatus = status >= LEAD_STATUS.CALLBACK_POTENTIAL;
    return {
      orgId,
      campaignId: campaign.id,
      callingListId: list.id,
      customerName: personName(random, country),
      phoneRaw: phone.raw,
      phoneE164: phone.e164,
      provinceId: address.provinceId,
      districtId: address.districtId,
      wardId: address.wardId,
      zipcode: address.zipcode,
      street: streetAddress(random, country),
      offerProductId: campaign.offerProductId,
      sourceNetwork: NETWORKS[campaigns.indexOf(campaign)] ?? null,
      clickId: `clk_${orgId}_${index.toString(36)}`,
      assigneeId: agent?.id ?? null,
      assignedAt: agent ? new Date(Math.min(now, createdAt.getTime() + 5 * 60_000)) : null,
      leadStatus: duplicate || status !== LEAD_STATUS.DUPLICATED ? status : LEAD_STATUS.NEW,
      callAttempts: attempts,
      // A call takes a while: the last one has ended by now.
      lastCallAt:
        attempts > 0
          ? new Date(
              Math.max(
                createdAt.getTime(),
                // Recent leads' last calls spread over the last hours rather than all at one time.
                Math.min(
                  now - CALL_MARGIN_MS - ((index * 7919) % 360) * 60_000,
                  createdAt.getTime() + random() * 2 * DAY_MS,
                ),
              ),
            )
          : null,
      nextCallbackAt: callbackStatus ? new Date(now + (2 + random() * 5) * DAY_MS) : null,
      createdAt,
      updatedAt: createdAt,
    };
  });

  // A day of calls, for the CDR list and the dashboards' today: some called leads had their last call in the last hours,
  // drawn from a stream of their own so the leads are otherwise as they were.
  const calling = seededRandom(orgId * 7727);
  for (const lead of leads) {
    if (lead.callAttempts > 0 && lead.assignedAt && calling() < RECENT_CALL_SHARE)
      lead.lastCallAt = new Date(
        Math.max(lead.assignedAt.getTime(), now - CALL_MARGIN_MS - calling() * 20 * 3_600_000),
      );
  }

  const inserted: (DemoCalledLead & { provinceId: number | null })[] = [];
  for (let start = 0; start < leads.length; start += CHUNK) {
    inserted.push(
      ...(await db
        .insertInto('leads')
        .values(leads.slice(start, start + CHUNK))
        .returning([
          'id',
          'leadStatus',
          'assigneeId',
          'assignedAt',
          'createdAt',
          'provinceId',
          'phoneE164',
          'phoneRaw',
          'callAttempts',
          'lastCallAt',
        ])
        .execute()),
    );
  }

  await seedDemoCalls(db, orgId, inserted, calling, now);

  // The delivery service an agent would have chosen in the customer's province (its partner
  // carries the parcel); none where the org has no service there.
  const services = await db
    .selectFrom('deliveryServices')
    .select(['id', 'regionId', 'partner'])
    .where('orgId', '=', orgId)
    .where('active', '=', true)
    .orderBy('id')
    .execute();
  // A random stream of its own, so adding fulfilment to the demo leaves its leads and orders as they were.
  const shipping = seededRandom(orgId * 104_729);
  const servicesIn = new Map<number, typeof services>();
  for (const service of services)
    servicesIn.set(service.regionId, [...(servicesIn.get(service.regionId) ?? []), service]);
  const approved = inserted.filter((lead) => lead.leadStatus === LEAD_STATUS.APPROVED);
  const orders = approved.map((lead) => {
    const lines = [{ product: pick(random, plain), quantity: 1 + Math.floor(random() * 3) }];
    if (combos.length > 0 && random() < 0.3) lines.push({ product: pick(random, combos), quantity: 1 });
    if (freeItems.length > 0 && random() < 0.4) lines.push({ product: pick(random, freeItems), quantity: 1 });
    const items = lines.map(({ product, quantity }) => {
      const price = product.productType === 3 ? 0 : firstPrice(product.price);
      return {
        productId: product.id,
        productType: product.productType,
        quantity,
        price,
        amount: price * quantity,
      };
    });
    const subtotal = items.reduce((sum, item) => sum + item.amount, 0);
    const status = weighted(random, [
      [SO_STATUS.PENDING, 40],
      [SO_STATUS.APPROVED, 35],
      [SO_STATUS.CANCELLED, 10],
      [SO_STATUS.DELIVERED, 12],
      [SO_STATUS.RETURNED, 3],
    ]);
    return {
      order: {
        orgId,
        leadId: lead.id,
        createdBy: lead.assigneeId ?? mainAgent!.id,
        status,
        currency: org.currency,
        subtotal,
        amount: subtotal,
        paymentMethodId: random() < 0.8 ? 1 : 2,
        deliveryServiceId: pickService(shipping, servicesIn.get(lead.provinceId ?? 0))?.id ?? null,
        // Synonym lists 50 and 49 (docs/validation.md): pending orders wait, cancelled ones have a reason.
        validationStatus:
          status === SO_STATUS.PENDING
            ? VALIDATION_STATUS.PENDING
            : status === SO_STATUS.CANCELLED
              ? null
              : VALIDATION_STATUS.APPROVED,
        cancelReasonId: status === SO_STATUS.CANCELLED ? 1 + Math.floor(random() * 7) : null,
        createdAt: new Date(Math.min(now, lead.createdAt.getTime() + DAY_MS / 4)),
        updatedAt: new Date(Math.min(now, lead.createdAt.getTime() + DAY_MS / 4)),
      },
      items,
    };
  });

  const sold: number[] = [];
  for (let start = 0; start < orders.length; start += CHUNK) {
    const batch = orders.slice(start, start + CHUNK);
    const saved = await db
      .insertInto('saleOrders')
      .values(batch.map((entry) => entry.order))
      .returning(['id', 'status', 'amount', 'createdAt', 'paymentMethodId', 'deliveryServiceId'])
      .execute();
    await db
      .insertInto('saleOrderItems')
      .values(
        saved.flatMap((order, index) =>
          batch[index]!.items.map((item) => ({ ...item, orgId, saleOrderId: order.id })),
        ),
      )
      .execute();
    sold.push(...saved.filter((order) => order.status === SO_STATUS.DELIVERED).map((order) => order.id));
    const partnerOf = new Map(services.map((service) => [service.id, service.partner]));
    await seedDemoDeliveryOrders(
      db,
      { id: orgId, code: org.code },
      saved.map((order) => ({
        ...order,
        partner: partnerOf.get(order.deliveryServiceId ?? 0) ?? 'GENERAL',
      })),
      shipping,
      now,
    );
  }
  const resellAgent = agents.find((agent) => agent.userName.endsWith('.resell-agent'));
  await makeResellLeads(db, inserted, sold, resellAgent?.id ?? null);
}

/**
 * Resell leads (typeLead so, DOMAIN.md): half the new leads nobody took yet (the resell pool) or given to
 * the resell agent become offers to an earlier customer, built from one of their delivered sale
 * orders (customer, phone and address copied). The other agents' leads stay as they are.
 */
async function makeResellLeads(
  db: Kysely<Database>,
  leads: { id: number; leadStatus: number; assigneeId: number | null }[],
  deliveredOrderIds: number[],
  resellAgentId: number | null,
): Promise<void> {
  if (deliveredOrderIds.length === 0) return;
  // Every other unassigned new lead: the sales agents' auto-dialer keeps a pool of fresh leads too.
  const unassigned = leads.filter((lead) => lead.leadStatus === LEAD_STATUS.NEW && lead.assigneeId === null);
  const picked = [
    ...unassigned.filter((_, index) => index % 2 === 0),
    ...leads.filter((lead) => lead.leadStatus === LEAD_STATUS.NEW && lead.assigneeId === resellAgentId),
  ];
  if (picked.length === 0) return;
  const leadIds = picked.map((lead) => lead.id);
  const sourceIds = picked.map((_, index) => deliveredOrderIds[index % deliveredOrderIds.length]!);
  await sql`
    UPDATE leads AS l
    SET type_lead = 'so', source_sale_order_id = pair.so_id, customer_name = src.customer_name,
        phone_raw = src.phone_raw, phone_e164 = src.phone_e164, province_id = src.province_id,
        district_id = src.district_id, ward_id = src.ward_id, zipcode = src.zipcode, street = src.street
    FROM unnest(${leadIds}::int[], ${sourceIds}::int[]) AS pair(lead_id, so_id)
    JOIN sale_orders so ON so.id = pair.so_id
    JOIN leads src ON src.id = so.lead_id
    WHERE l.id = pair.lead_id`.execute(db);
}
