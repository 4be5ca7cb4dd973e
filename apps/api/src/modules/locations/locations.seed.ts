import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import {
  ADDRESS_SCHEMES,
  type AddressScheme,
  type CountryCode,
  CURRENT_SCHEME,
  ORG_ID,
} from '@leadline/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { DATASETS, type LocationDataset, VN_2025_FILE, VN_LEGACY_FILE } from './locations.data.js';

/**
 * Everything the reference data is made from: the data files, the code that turns them into rows
 * and the Thai package (its version). The test template is rebuilt when one of them changes.
 */
export const LOCATION_SEED_INPUTS: readonly URL[] = [
  VN_2025_FILE,
  VN_LEGACY_FILE,
  new URL('./locations.data.ts', import.meta.url),
  new URL('./locations.seed.ts', import.meta.url),
  pathToFileURL(createRequire(import.meta.url).resolve('thai-address-universal/package.json')),
];

/** Rows per INSERT: a few round trips for the ~22,600 units, small enough for any driver. */
const CHUNK_ROWS = 6000;

/** Data of the locations feature: reference data always, demo data when asked. Idempotent. */
export async function seedLocations(db: Kysely<Database>, options: { demo: boolean }): Promise<void> {
  await seedLocationReferenceData(db);
  if (options.demo) await seedDemoDeliveryServices(db);
}

/** The schemes whose units are in the database (a scheme loads in one transaction, so whole). */
export async function loadedSchemes(db: Kysely<Database>): Promise<Set<AddressScheme>> {
  const { rows } = await sql<{ scheme: AddressScheme }>`
    SELECT s.scheme FROM (VALUES ${sql.join(ADDRESS_SCHEMES.map((scheme) => sql`(${scheme})`))}) AS s (scheme)
    WHERE EXISTS (SELECT 1 FROM address_units u WHERE u.scheme = s.scheme AND u.level = 1)`.execute(db);
  return new Set(rows.map((row) => row.scheme));
}

/**
 * The administrative units, legacy mappings and postal codes of every scheme not loaded yet, in one
 * transaction with one INSERT … SELECT FROM jsonb_to_recordset per table and chunk. Returns the
 * schemes it loaded (none when everything is there: one query).
 */
export async function seedLocationReferenceData(db: Kysely<Database>): Promise<AddressScheme[]> {
  const present = await loadedSchemes(db);
  const missing = DATASETS.filter((dataset) => !present.has(dataset.scheme));
  if (missing.length === 0) return [];
  const datasets = await Promise.all(missing.map((dataset) => dataset.load()));
  await db.transaction().execute(async (trx) => {
    for (const dataset of datasets) await insertDataset(trx, dataset);
  });
  return datasets.map((dataset) => dataset.scheme);
}

async function insertDataset(trx: Transaction<Database>, dataset: LocationDataset): Promise<void> {
  // Parents before children: provinces, districts, then wards.
  const units = [...dataset.units].sort((a, b) => a.level - b.level || a.id - b.id);
  await insertRecordset(
    trx,
    'address_units',
    {
      id: 'integer',
      country: 'text',
      scheme: 'text',
      level: 'smallint',
      parent_id: 'integer',
      code: 'text',
      name: 'text',
      name_en: 'text',
    },
    units.map((unit) => ({
      id: unit.id,
      country: unit.country,
      scheme: unit.scheme,
      level: unit.level,
      parent_id: unit.parentId,
      code: unit.code,
      name: unit.name,
      name_en: unit.nameEn,
    })),
  );
  await insertRecordset(
    trx,
    'legacy_ward_mappings',
    { legacy_unit_id: 'integer', unit_id: 'integer', partial: 'boolean' },
    dataset.legacyMappings.map((row) => ({
      legacy_unit_id: row.legacyUnitId,
      unit_id: row.unitId,
      partial: row.partial,
    })),
  );
  await insertRecordset(
    trx,
    'postal_codes',
    { code: 'text', unit_id: 'integer', country: 'text' },
    dataset.postalCodes.map((row) => ({ code: row.code, unit_id: row.unitId, country: row.country })),
  );
}

/**
 * Inserts the rows (keyed by column, of the SQL types given) into the table, CHUNK_ROWS a statement:
 * INSERT … SELECT FROM jsonb_to_recordset of one JSON parameter, where a VALUES list would need a
 * parameter a value. Rows already there are kept (ON CONFLICT DO NOTHING).
 */
async function insertRecordset(
  trx: Transaction<Database>,
  table: string,
  columns: Record<string, string>,
  rows: object[],
): Promise<void> {
  const names = sql.raw(Object.keys(columns).join(', '));
  const types = sql.raw(
    Object.entries(columns)
      .map(([column, type]) => `${column} ${type}`)
      .join(', '),
  );
  for (const chunk of chunks(rows)) {
    await sql`
      INSERT INTO ${sql.table(table)} (${names})
      SELECT ${names}
      FROM jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) AS r (${types})
      ON CONFLICT DO NOTHING`.execute(trx);
  }
}

function chunks<T>(rows: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK_ROWS)
    result.push(rows.slice(start, start + CHUNK_ROWS));
  return result;
}

type DemoService = {
  partner: 'GENERAL' | 'DHL' | 'KERRY' | 'SAP';
  name: string;
  sameDay?: boolean;
  nextDay?: boolean;
  cod?: boolean;
};

/** Vietnam's centrally run cities (2025 codes): Hà Nội, Hải Phòng, Huế, Đà Nẵng, Hồ Chí Minh, Cần Thơ. */
const VN_CITIES = new Set(['01', '31', '46', '48', '79', '92']);
/** Same-day delivery only in the two biggest cities. */
const VN_SAME_DAY = new Set(['01', '79']);
/** Bangkok and its five neighbouring provinces (package codes). */
const TH_METRO = new Set(['10', '11', '12', '13', '73', '74']);
/** Where the SAP partner delivers: greater Bangkok and the big regional cities. */
const TH_SAP = new Set([...TH_METRO, '20', '30', '40', '50', '83', '90']);
const BANGKOK_CODE = '10';

/** The demo orgs' services in one province, by its code. Deterministic, so re-seeding matches. */
const DEMO_SERVICES: { orgId: number; country: CountryCode; servicesIn(code: string): DemoService[] }[] = [
  {
    orgId: ORG_ID.VN1,
    country: 'VN',
    servicesIn: (code) => [
      { partner: 'GENERAL', name: 'Giao hàng tiêu chuẩn' },
      ...(VN_CITIES.has(code)
        ? [{ partner: 'GENERAL' as const, name: 'Giao hàng nhanh', nextDay: true }]
        : []),
      ...(VN_SAME_DAY.has(code)
        ? [{ partner: 'GENERAL' as const, name: 'Giao hàng trong ngày', sameDay: true }]
        : []),
    ],
  },
  {
    orgId: ORG_ID.VN4,
    country: 'VN',
    servicesIn: (code) => [
      { partner: 'GENERAL', name: 'Giao hàng tiết kiệm' },
      ...(VN_CITIES.has(code)
        ? [{ partner: 'GENERAL' as const, name: 'Giao hàng nhanh', nextDay: true }]
        : []),
      ...(VN_SAME_DAY.has(code)
        ? [{ partner: 'GENERAL' as const, name: 'Hỏa tốc nội thành', sameDay: true, cod: false }]
        : []),
    ],
  },
  {
    orgId: ORG_ID.TH1,
    country: 'TH',
    servicesIn: (code) => {
      const metro = TH_METRO.has(code);
      const third: DemoService =
        code === BANGKOK_CODE
          ? { partner: 'SAP', name: 'SAP Same Day', sameDay: true }
          : TH_SAP.has(code)
            ? { partner: 'SAP', name: 'SAP Express', nextDay: true }
            : { partner: 'GENERAL', name: 'ไปรษณีย์ไทย EMS' };
      return [
        { partner: 'KERRY', name: 'Kerry Express', nextDay: metro },
        { partner: 'DHL', name: 'DHL eCommerce', nextDay: metro },
        third,
      ];
    },
  },
];

/**
 * Demo delivery services of VN1, VN4 and TH1: one to three per province of their country. An org
 * that has any delivery service already is left alone.
 */
export async function seedDemoDeliveryServices(db: Kysely<Database>): Promise<void> {
  const seeded = new Set(
    (await db.selectFrom('deliveryServices').select('orgId').distinct().execute()).map((row) => row.orgId),
  );
  for (const demo of DEMO_SERVICES) {
    if (seeded.has(demo.orgId)) continue;
    const scheme = CURRENT_SCHEME[demo.country];
    if (!scheme) continue;
    const provinces = await db
      .selectFrom('addressUnits')
      .select(['id', 'code'])
      .where('scheme', '=', scheme)
      .where('level', '=', 1)
      .orderBy('id')
      .execute();
    const rows = provinces.flatMap((province) =>
      demo.servicesIn(province.code ?? '').map((service) => ({
        org_id: demo.orgId,
        region_id: province.id,
        partner: service.partner,
        name: service.name,
        same_day: service.sameDay ?? false,
        next_day: service.nextDay ?? false,
        cod: service.cod ?? true,
      })),
    );
    if (rows.length === 0) continue;
    await sql`
      INSERT INTO delivery_services (org_id, region_id, partner, name, same_day, next_day, cod)
      SELECT org_id, region_id, partner, name, same_day, next_day, cod
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r (
        org_id integer, region_id integer, partner text, name text, same_day boolean, next_day boolean,
        cod boolean)
      ON CONFLICT (org_id, region_id, name) DO NOTHING`.execute(db);
  }
}
