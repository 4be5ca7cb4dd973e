import type {
  AddressScheme,
  AddressUnit,
  DeliveryService,
  LegacyWardMapping,
  Neighborhood,
  PostalCode,
  PostalCodeMatch,
} from '@leadline/contracts';
import { sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';

/**
 * Reads of the address tree (shared reference tables) and of the org-owned delivery services
 * (row-level security keeps them to the caller's org, every org for HQ).
 */

const UNIT_COLUMNS = ['id', 'code', 'name', 'nameEn', 'level', 'parentId', 'country', 'scheme'] as const;

function unitsQuery(trx: ScopedDb) {
  return trx.selectFrom('addressUnits as u').select(UNIT_COLUMNS.map((column) => `u.${column}` as const));
}

type UnitRow = Awaited<ReturnType<ReturnType<typeof unitsQuery>['executeTakeFirstOrThrow']>>;

function toUnit(row: UnitRow): AddressUnit {
  return { ...row, level: Number(row.level) };
}

export async function listProvinces(trx: ScopedDb, scheme: AddressScheme): Promise<AddressUnit[]> {
  const rows = await unitsQuery(trx)
    .where('u.scheme', '=', scheme)
    .where('u.level', '=', 1)
    .orderBy('u.id')
    .execute();
  return rows.map(toUnit);
}

/** Level-`level` units directly under a unit of level `parentLevel`; nothing when the parent is not one. */
async function childrenOf(
  trx: ScopedDb,
  parentId: number,
  parentLevel: number,
  level: number,
): Promise<AddressUnit[]> {
  const rows = await unitsQuery(trx)
    .innerJoin('addressUnits as parent', 'parent.id', 'u.parentId')
    .where('parent.id', '=', parentId)
    .where('parent.level', '=', parentLevel)
    .where('u.level', '=', level)
    .orderBy('u.id')
    .execute();
  return rows.map(toUnit);
}

export const listDistricts = (trx: ScopedDb, provinceId: number) => childrenOf(trx, provinceId, 1, 2);

export const listWardsOfDistrict = (trx: ScopedDb, districtId: number) => childrenOf(trx, districtId, 2, 3);

/** Wards of a province: its own (Vietnam 2025) or those of its districts (Thailand, legacy Vietnam). */
export async function listWardsOfProvince(trx: ScopedDb, provinceId: number): Promise<AddressUnit[]> {
  const rows = await unitsQuery(trx)
    .where('u.level', '=', 3)
    .where((eb) =>
      eb.or([
        eb('u.parentId', '=', provinceId),
        eb(
          'u.parentId',
          'in',
          eb
            .selectFrom('addressUnits as d')
            .select('d.id')
            .where('d.parentId', '=', provinceId)
            .where('d.level', '=', 2),
        ),
      ]),
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('addressUnits as p')
          .select('p.id')
          .where('p.id', '=', provinceId)
          .where('p.level', '=', 1),
      ),
    )
    .orderBy('u.id')
    .execute();
  return rows.map(toUnit);
}

export async function listNeighborhoods(trx: ScopedDb, wardId: number): Promise<Neighborhood[]> {
  return trx
    .selectFrom('neighborhoods')
    .select(['id', 'unitId', 'name', 'nameEn'])
    .where('unitId', '=', wardId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function listZipcodes(
  trx: ScopedDb,
  filter: { wardId?: number | undefined; districtId?: number | undefined },
): Promise<PostalCode[]> {
  let query = trx.selectFrom('postalCodes as pc').select(['pc.code', 'pc.unitId', 'pc.country']);
  if (filter.wardId !== undefined) {
    query = query.where('pc.unitId', '=', filter.wardId);
  } else {
    query = query
      .innerJoin('addressUnits as w', 'w.id', 'pc.unitId')
      .innerJoin('addressUnits as d', 'd.id', 'w.parentId')
      .where('d.id', '=', filter.districtId ?? 0)
      .where('d.level', '=', 2);
  }
  return query.orderBy('pc.code').orderBy('pc.unitId').execute();
}

/** The units with these ids and all their ancestors, by id. */
async function unitsWithAncestors(trx: ScopedDb, ids: number[]): Promise<Map<number, AddressUnit>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<UnitRow>`
    WITH RECURSIVE chain AS (
      SELECT * FROM address_units WHERE id IN (${sql.join([...new Set(ids)])})
      UNION
      SELECT parent.* FROM address_units parent JOIN chain ON parent.id = chain.parent_id
    )
    SELECT id, code, name, name_en, level, parent_id, country, scheme FROM chain`.execute(trx);
  return new Map(rows.map((row) => [row.id, toUnit(row)]));
}

/** A unit's province, district and ward, from the unit up. */
function pathOf(unit: AddressUnit, units: Map<number, AddressUnit>) {
  const path: Record<1 | 2 | 3, AddressUnit | null> = { 1: null, 2: null, 3: null };
  for (
    let node: AddressUnit | undefined = unit;
    node;
    node = node.parentId ? units.get(node.parentId) : undefined
  ) {
    path[node.level as 1 | 2 | 3] = node;
  }
  return path;
}

/** For each postal code asked (once, in the order asked), the units it covers with their parents. */
export async function lookupPostalCodes(trx: ScopedDb, codes: string[]): Promise<PostalCodeMatch[]> {
  const wanted = [...new Set(codes)];
  const rows = await trx
    .selectFrom('postalCodes')
    .select(['code', 'unitId'])
    .where('code', 'in', wanted)
    .orderBy('code')
    .orderBy('unitId')
    .execute();
  const units = await unitsWithAncestors(
    trx,
    rows.map((row) => row.unitId),
  );
  return wanted.map((postalCode) => ({
    postalCode,
    units: rows
      .filter((row) => row.code === postalCode)
      .flatMap((row) => {
        const path = pathOf(units.get(row.unitId)!, units);
        return path[1] ? [{ province: path[1], district: path[2], ward: path[3] }] : [];
      }),
  }));
}

/**
 * The 2025 communes a legacy Vietnamese ward (5-digit code) went to, or an island district without
 * wards (3-digit code). Unknown codes answer nothing.
 */
export async function findLegacyWardMappings(trx: ScopedDb, code: string): Promise<LegacyWardMapping[]> {
  const rows = await trx
    .selectFrom('addressUnits as l')
    .innerJoin('legacyWardMappings as m', 'm.legacyUnitId', 'l.id')
    .select(['m.legacyUnitId', 'm.unitId', 'm.partial'])
    .where('l.scheme', '=', 'VN_LEGACY')
    .where('l.level', '=', code.length === 3 ? 2 : 3)
    .where('l.code', '=', code)
    .orderBy('m.unitId')
    .execute();
  const units = await unitsWithAncestors(
    trx,
    rows.flatMap((row) => [row.legacyUnitId, row.unitId]),
  );
  return rows.map((row) => {
    const unit = units.get(row.unitId)!;
    return {
      legacyUnit: units.get(row.legacyUnitId)!,
      unit,
      province: pathOf(unit, units)[1]!,
      partial: row.partial,
    };
  });
}

/** Active delivery services in a province; row-level security keeps them to the caller's org. */
export async function listDeliveryServices(
  trx: ScopedDb,
  filter: { regionId: number; orgId?: number | undefined },
): Promise<DeliveryService[]> {
  let query = trx
    .selectFrom('deliveryServices')
    .select(['id', 'orgId', 'regionId', 'partner', 'name', 'sameDay', 'nextDay', 'cod'])
    .where('regionId', '=', filter.regionId)
    .where('active', '=', true);
  if (filter.orgId !== undefined) query = query.where('orgId', '=', filter.orgId);
  return query.orderBy('orgId').orderBy('id').execute();
}
