import {
  type AddressScheme,
  DUPLICATE_WINDOW_DAYS,
  FINAL_LEAD_STATUSES,
  type LeadImportFailure,
  type LeadImportResult,
} from '@leadline/contracts';
import { type Insertable, sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { LeadsTable } from '../../db/tables/leads-orders.js';

/**
 * Reads and writes of lead intake. Every query runs in the caller's org scope (row-level
 * security): another org's campaign, list, product or import is simply not found.
 */

const DAY_MS = 86_400_000;
/** Rows per INSERT: a lead has about 25 columns, PostgreSQL takes 65,535 parameters. */
export const INSERT_BATCH = 1000;
/** Phones per duplicate lookup (one index probe of leads_org_phone_idx each). */
const LOOKUP_BATCH = 1000;
/** The advisory lock class of lead intake (pg_advisory_xact_lock(int, int)): 'LI'. */
const LOCK_CLASS = 0x4c49;

export type NewLead = Insertable<LeadsTable>;

export async function findCampaign(trx: ScopedDb, campaignId: number) {
  return trx
    .selectFrom('campaigns')
    .select(['id', 'orgId', 'name', 'network', 'offerProductId'])
    .where('id', '=', campaignId)
    .executeTakeFirst();
}

export async function callingListsOf(trx: ScopedDb, campaignId: number) {
  return trx
    .selectFrom('callingLists')
    .select(['id', 'orgId', 'campaignId', 'name'])
    .where('campaignId', '=', campaignId)
    .orderBy('id')
    .execute();
}

export async function productExists(trx: ScopedDb, orgId: number, productId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('products')
    .select('id')
    .where('id', '=', productId)
    .where('orgId', '=', orgId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The address units of the schemes, for matching an import's address names (shared reference data). */
export async function addressUnitsOfSchemes(trx: ScopedDb, schemes: AddressScheme[]) {
  return trx
    .selectFrom('addressUnits')
    .select(['id', 'level', 'parentId', 'name', 'nameEn', 'scheme'])
    .where('scheme', 'in', schemes)
    .execute();
}

/** Address units by id with their ancestors (at most three levels). */
export async function unitsWithAncestors(trx: ScopedDb, ids: number[]) {
  const { rows } = await sql<{
    id: number;
    level: number;
    parentId: number | null;
    country: string;
    scheme: string;
  }>`
    WITH RECURSIVE chain AS (
      SELECT id, level, parent_id, country, scheme FROM address_units WHERE id IN (${sql.join(ids)})
      UNION
      SELECT parent.id, parent.level, parent.parent_id, parent.country, parent.scheme
      FROM address_units parent JOIN chain ON parent.id = chain.parent_id
    )
    SELECT id, level, parent_id, country, scheme FROM chain`.execute(trx);
  return new Map(rows.map((row) => [row.id, { ...row, level: Number(row.level) }]));
}

/**
 * Serialises intake of one org's phones: a single lead takes the org's lock shared and its
 * phone's lock, an import the org's lock exclusive; so two leads of one phone arriving together
 * (a double submit of a landing page) never both pass as originals. Held to the end of the
 * transaction.
 */
export async function lockPhone(trx: ScopedDb, orgId: number, e164: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock_shared(${LOCK_CLASS}::int, ${orgId}::int),
                   pg_advisory_xact_lock(hashtextextended(${`${orgId}:${e164}`}, 0))`.execute(trx);
}

export async function lockOrgIntake(trx: ScopedDb, orgId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${LOCK_CLASS}::int, ${orgId}::int)`.execute(trx);
}

/** The start of the duplicate window (DOMAIN.md: 30 days). */
export function duplicateWindowStart(now: Date): Date {
  return new Date(now.getTime() - DUPLICATE_WINDOW_DAYS * DAY_MS);
}

/**
 * The earlier lead each phone duplicates (docs/lead-intake.md): a lead of the org with the same
 * E.164 phone that is open (status not final) and created within the window, or whose sale
 * order was created within the window; the latest such lead. One index probe per phone
 * (leads_org_phone_idx), then the sale orders of those few leads (sale_orders_lead_idx).
 */
export async function findDuplicateTargets(
  trx: ScopedDb,
  orgId: number,
  phones: readonly string[],
  now: Date,
): Promise<Map<string, number>> {
  const since = duplicateWindowStart(now);
  const targets = new Map<string, { id: number; createdAt: number }>();
  const unique = [...new Set(phones)];
  for (let start = 0; start < unique.length; start += LOOKUP_BATCH) {
    const rows = await trx
      .selectFrom('leads as l')
      .select(['l.id', 'l.phoneE164', 'l.createdAt'])
      .where('l.orgId', '=', orgId)
      .where('l.phoneE164', 'in', unique.slice(start, start + LOOKUP_BATCH))
      .where((eb) =>
        eb.or([
          eb.and([eb('l.leadStatus', 'not in', FINAL_LEAD_STATUSES), eb('l.createdAt', '>=', since)]),
          eb.exists(
            eb
              .selectFrom('saleOrders as so')
              .select('so.id')
              .whereRef('so.leadId', '=', 'l.id')
              .where('so.createdAt', '>=', since),
          ),
        ]),
      )
      .execute();
    for (const row of rows) {
      if (!row.phoneE164) continue;
      const createdAt = new Date(row.createdAt).getTime();
      const current = targets.get(row.phoneE164);
      if (
        !current ||
        createdAt > current.createdAt ||
        (createdAt === current.createdAt && row.id > current.id)
      ) {
        targets.set(row.phoneE164, { id: row.id, createdAt });
      }
    }
  }
  return new Map([...targets].map(([phone, target]) => [phone, target.id]));
}

/** Inserts leads in batches; answers id, phone, status and duplicate link of each, in no set order. */
export async function insertLeads(trx: ScopedDb, leads: NewLead[]) {
  const saved: { id: number; phoneE164: string | null; leadStatus: number; duplicateOfId: number | null }[] =
    [];
  for (let start = 0; start < leads.length; start += INSERT_BATCH) {
    saved.push(
      ...(await trx
        .insertInto('leads')
        .values(leads.slice(start, start + INSERT_BATCH))
        .returning(['id', 'phoneE164', 'leadStatus', 'duplicateOfId'])
        .execute()),
    );
  }
  return saved;
}

export async function insertImport(
  trx: ScopedDb,
  entry: {
    orgId: number;
    createdBy: number;
    campaignId: number;
    callingListId: number;
    fileName: string;
    counts: Omit<LeadImportResult, 'importId'>;
    failures: LeadImportFailure[];
  },
): Promise<number> {
  const row = await trx
    .insertInto('leadImports')
    .values({
      orgId: entry.orgId,
      createdBy: entry.createdBy,
      campaignId: entry.campaignId,
      callingListId: entry.callingListId,
      fileName: entry.fileName,
      totalRows: entry.counts.totalRows,
      importedRows: entry.counts.importedRows,
      duplicateRows: entry.counts.duplicateRows,
      failedRows: entry.counts.failedRows,
      failures: JSON.stringify(entry.failures),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findImportFailures(trx: ScopedDb, importId: number) {
  return trx
    .selectFrom('leadImports')
    .select(['id', 'orgId', 'failures'])
    .where('id', '=', importId)
    .executeTakeFirst();
}
