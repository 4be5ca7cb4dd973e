import { type EndpointKey, ORG_ID } from '@leadline/contracts';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * The hostile-input suite's baselines (http/hostile-input.test.ts), declared by each module beside
 * its routes in `<module>.fuzz.ts` (test-only): for each call with input, a valid request of a user
 * its access row allows, which the suite then spoils field by field. The suite collects every
 * module's file and checks that every call with input has one.
 */

type QueryValue = string | string[];

export interface Baseline {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
}

/** The rows the baselines use, found or made by the suite before it starts, and its database. */
export interface FuzzFixtures {
  db: Kysely<Database>;
  agentId: number;
  blockTargetId: number;
  lead: { id: number; phone: string };
  reassignLeadId: number;
  /** A VN1 lead in trash (demo data): trash management's detail and restore. */
  trashedLeadId: number;
  saleOrderId: number;
  /** A pending demo sale order for PUT SO/Validate (another than saleOrderId, which is edited). */
  validationSoId: number;
  productId: number;
  comboId: number;
  /** A VN1 warehouse (stock adjustments). */
  warehouseId: number;
  /** VN1 products of the catalogue management calls (not the demo catalogue): edited, trashed, in trash. */
  managedProductId: number;
  trashProductId: number;
  trashedProductId: number;
  promotionId: number;
  campaignId: number;
  callingListId: number;
  callId: number;
  callbackReasonId: number;
  provinceId: number;
  wardId: number;
  legacyProvinceId: number;
  legacyWardCode: string;
  postalCode: string;
  regionId: number;
  clientId: string;
  importFile: Buffer;
}

/** A valid request of each call with input, made as the suite's caller of that call. */
export type FuzzBaselines = Partial<Record<EndpointKey, (fx: FuzzFixtures) => Baseline | Promise<Baseline>>>;

/** A Vietnamese mobile number no demo lead has. */
export const freshPhone = () => `0987${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;

export async function oneRow<T>(db: Kysely<Database>, query: RawBuilder<T>): Promise<T> {
  const { rows } = await query.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`no fixture row for ${query.compile(db).sql}`);
  return row;
}

export const leadVersion = async (fx: FuzzFixtures, leadId: number) =>
  (await oneRow(fx.db, sql<{ version: number }>`SELECT version FROM leads WHERE id = ${leadId}`)).version;
export const saleOrderVersion = async (fx: FuzzFixtures, soId: number) =>
  (await oneRow(fx.db, sql<{ version: number }>`SELECT version FROM sale_orders WHERE id = ${soId}`)).version;

/** A demo delivery order of VN1 (shipping's DO calls). */
export const shippingDoId = async (fx: FuzzFixtures) =>
  (
    await oneRow(
      fx.db,
      sql<{ id: number }>`SELECT id FROM delivery_orders WHERE org_id = ${ORG_ID.VN1} ORDER BY id LIMIT 1`,
    )
  ).id;

/** VN1's first agent group (the demo Sales team): the agent-group and distribution calls. */
export const vn1GroupId = async (fx: FuzzFixtures) =>
  (
    await oneRow(
      fx.db,
      sql<{ id: number }>`SELECT id FROM agent_groups WHERE org_id = ${ORG_ID.VN1} ORDER BY id LIMIT 1`,
    )
  ).id;
export const teamLeaderId = async (fx: FuzzFixtures) =>
  (await oneRow(fx.db, sql<{ id: number }>`SELECT id FROM users WHERE user_name = 'vn1.team-leader'`)).id;

export const orderLines = (fx: FuzzFixtures) => ({
  paymentMethodId: 1,
  items: [{ prodId: fx.productId, quantity: 1 }],
});
