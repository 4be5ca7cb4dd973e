import { readFileSync } from 'node:fs';
import type { AddressScheme } from '@leadline/contracts';

/**
 * The reference data of the locations module, read from its sources and turned into rows:
 * Vietnam's units since 1 July 2025 and before it (data/*.json, GSO codes) and Thailand's
 * (the npm package thai-address-universal). See docs/locations.md for the sources and the id rule.
 */

export interface UnitRow {
  id: number;
  country: string;
  scheme: AddressScheme;
  level: 1 | 2 | 3;
  parentId: number | null;
  code: string | null;
  name: string;
  nameEn: string | null;
}

export interface LegacyMappingRow {
  legacyUnitId: number;
  unitId: number;
  partial: boolean;
}

export interface PostalCodeRow {
  code: string;
  unitId: number;
  country: string;
}

/** One scheme's units with the rows that hang on them; loaded in one go. */
export interface LocationDataset {
  scheme: AddressScheme;
  units: UnitRow[];
  legacyMappings: LegacyMappingRow[];
  postalCodes: PostalCodeRow[];
}

/**
 * The id rule: `scheme base + level × 1,000,000 + n`, where n is the unit's official code as a
 * number (Vietnam: GSO codes, at most 5 digits) or, for Thailand, whose source codes are
 * incomplete, the unit's position (from 1) in its level sorted by province code then Thai names.
 * So VN2025 commune 00004 is 13000004, legacy district 001 is 22000001, the first Thai province
 * 31000001. The same data gives the same ids on every machine and every re-seed.
 */
export const SCHEME_ID_BASE: Record<AddressScheme, number> = {
  VN2025: 10_000_000,
  VN_LEGACY: 20_000_000,
  TH: 30_000_000,
};

export function unitId(scheme: AddressScheme, level: 1 | 2 | 3, n: number): number {
  if (!Number.isInteger(n) || n < 0 || n >= 1_000_000) throw new Error(`unit number out of range: ${n}`);
  return SCHEME_ID_BASE[scheme] + level * 1_000_000 + n;
}

const DATA_DIR = new URL('./data/', import.meta.url);
export const VN_2025_FILE = new URL('vn-admin-units-2025.json', DATA_DIR);
export const VN_LEGACY_FILE = new URL('vn-admin-units-legacy.json', DATA_DIR);

interface Vn2025Province {
  id: string;
  name: string;
  communes: { id: string; name: string; oldWardIds: string[] }[];
}

interface VnLegacyProvince {
  id: string;
  name: string;
  districts: { id: string; name: string; wards: { id: string; name: string }[] }[];
}

function readJson<T>(file: URL): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** Vietnam before 1 July 2025: 63 provinces, 696 districts, 10,047 wards. */
export function legacyVietnamDataset(): LocationDataset {
  const units: UnitRow[] = [];
  for (const province of readJson<VnLegacyProvince[]>(VN_LEGACY_FILE)) {
    const provinceId = unitId('VN_LEGACY', 1, Number(province.id));
    units.push(vnUnit('VN_LEGACY', 1, null, province.id, province.name));
    for (const district of province.districts) {
      const districtId = unitId('VN_LEGACY', 2, Number(district.id));
      units.push(vnUnit('VN_LEGACY', 2, provinceId, district.id, district.name));
      for (const ward of district.wards) units.push(vnUnit('VN_LEGACY', 3, districtId, ward.id, ward.name));
    }
  }
  return { scheme: 'VN_LEGACY', units, legacyMappings: [], postalCodes: [] };
}

/**
 * Vietnam since 1 July 2025: 34 provinces and 3,321 communes/wards hanging from them, and for each
 * commune the legacy wards it was formed from (`*`: only part of that ward). Five island districts
 * that had no wards are listed by their district code and map as districts.
 */
export function vietnam2025Dataset(): LocationDataset {
  const units: UnitRow[] = [];
  const legacyMappings: LegacyMappingRow[] = [];
  for (const province of readJson<Vn2025Province[]>(VN_2025_FILE)) {
    const provinceId = unitId('VN2025', 1, Number(province.id));
    units.push(vnUnit('VN2025', 1, null, province.id, province.name));
    for (const commune of province.communes) {
      const communeUnit = vnUnit('VN2025', 3, provinceId, commune.id, commune.name);
      units.push(communeUnit);
      for (const oldId of commune.oldWardIds) {
        const code = oldId.replace(/\*$/, '');
        const level = code.length === 3 ? 2 : 3;
        legacyMappings.push({
          legacyUnitId: unitId('VN_LEGACY', level, Number(code)),
          unitId: communeUnit.id,
          partial: oldId.endsWith('*'),
        });
      }
    }
  }
  return { scheme: 'VN2025', units, legacyMappings, postalCodes: [] };
}

function vnUnit(
  scheme: AddressScheme,
  level: 1 | 2 | 3,
  parentId: number | null,
  code: string,
  name: string,
): UnitRow {
  if (!/^\d+$/.test(code)) throw new Error(`${scheme}: bad code ${code}`);
  return {
    id: unitId(scheme, level, Number(code)),
    country: 'VN',
    scheme,
    level,
    parentId,
    code,
    name,
    nameEn: null,
  };
}

/** A Thai unit: the package has no numeric codes, so its id numbers the unit in its level's order. */
function thaiUnit(
  level: 1 | 2 | 3,
  index: number,
  parentId: number | null,
  code: string | null,
  name: string,
  nameEn: string,
): UnitRow {
  return {
    id: unitId('TH', level, index + 1),
    country: 'TH',
    scheme: 'TH',
    level,
    parentId,
    code,
    name,
    nameEn,
  };
}

/** One row of thai-address-universal in geo mode: one (sub-district, postal code) pair. */
interface ThaiRow {
  province: string;
  district: string;
  sub_district: string;
  postal_code: string;
  province_code?: string;
  district_code?: string;
  sub_district_code?: string;
}

const BANGKOK = 'กรุงเทพมหานคร';

/** Official Thai names carry the unit's type: เขต/แขวง in Bangkok, อำเภอ/ตำบล elsewhere. */
function thaiName(level: 2 | 3, province: string, name: string): string {
  const bangkok = province === BANGKOK;
  if (level === 2) return `${bangkok ? 'เขต' : 'อำเภอ'}${name}`;
  return `${bangkok ? 'แขวง' : 'ตำบล'}${name}`;
}

/** Code-unit order: the same on every machine, whatever its locale data. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Package codes that are unique within their level and sit under their parent's code; others are dropped. */
function soundCodes<T>(
  items: T[],
  codeOf: (item: T) => string,
  parentCodeOf: (item: T) => string | null,
  length: number,
) {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(codeOf(item), (counts.get(codeOf(item)) ?? 0) + 1);
  return (item: T): string | null => {
    const code = codeOf(item);
    const parent = parentCodeOf(item);
    const sound =
      code.length === length &&
      /^\d+$/.test(code) &&
      counts.get(code) === 1 &&
      (parent === null || (parent !== '' && code.startsWith(parent)));
    return sound ? code : null;
  };
}

/**
 * Loads the package's rows in Thai and in English (geo mode adds the codes). The package keeps one
 * tree for both languages, so the two lists are aligned row by row; this is checked.
 */
async function thaiRows(): Promise<{ th: ThaiRow; en: ThaiRow }[]> {
  const pkg = await import('thai-address-universal');
  await pkg.setEngMode(false);
  await pkg.setGeoMode(true);
  const th = pkg.getDatabase().map((row) => ({ ...row }) as ThaiRow);
  await pkg.setEngMode(true);
  const en = pkg.getDatabase().map((row) => ({ ...row }) as ThaiRow);
  // Back to the package's defaults (Thai, no codes) for anyone else who uses it.
  await pkg.setGeoMode(false);
  await pkg.setEngMode(false);
  if (th.length !== en.length) throw new Error('thai-address-universal: Thai and English lists differ');
  return th.map((row, index) => {
    const english = en[index]!;
    if (english.postal_code !== row.postal_code || english.sub_district_code !== row.sub_district_code) {
      throw new Error(`thai-address-universal: row ${index} differs between Thai and English`);
    }
    return { th: row, en: english };
  });
}

/**
 * Thailand from thai-address-universal: 77 provinces, 928 districts (amphoe and Bangkok's khet),
 * 7,474 sub-districts (tambon, khwaeng) and their postal codes. A sub-district is one (province,
 * district, name); the package lists it once per postal code.
 */
export async function thailandDataset(): Promise<LocationDataset> {
  const rows = await thaiRows();
  interface Province {
    code: string;
    name: string;
    nameEn: string;
  }
  interface District {
    key: string;
    province: Province;
    code: string;
    name: string;
    nameEn: string;
  }
  interface SubDistrict {
    district: District;
    code: string;
    name: string;
    nameEn: string;
    postalCodes: Set<string>;
  }
  const provinces = new Map<string, Province>();
  const districts = new Map<string, District>();
  const subDistricts = new Map<string, SubDistrict>();
  for (const { th, en } of rows) {
    const provinceCode = th.province_code ?? '';
    let province = provinces.get(th.province);
    if (!province) {
      province = { code: provinceCode, name: th.province, nameEn: en.province };
      provinces.set(th.province, province);
    }
    const districtKey = `${th.province}|${th.district}`;
    let district = districts.get(districtKey);
    if (!district) {
      district = {
        key: districtKey,
        province,
        code: th.district_code ?? '',
        name: th.district,
        nameEn: en.district,
      };
      districts.set(districtKey, district);
    }
    const subKey = `${districtKey}|${th.sub_district}`;
    let subDistrict = subDistricts.get(subKey);
    if (!subDistrict) {
      subDistrict = {
        district,
        code: th.sub_district_code ?? '',
        name: th.sub_district,
        nameEn: en.sub_district,
        postalCodes: new Set(),
      };
      subDistricts.set(subKey, subDistrict);
    }
    subDistrict.postalCodes.add(th.postal_code);
  }

  const provinceList = [...provinces.values()].sort(
    (a, b) => compare(a.code, b.code) || compare(a.name, b.name),
  );
  const provinceCode = soundCodes(
    provinceList,
    (p) => p.code,
    () => null,
    2,
  );
  const districtList = [...districts.values()].sort(
    (a, b) => compare(a.province.code, b.province.code) || compare(a.name, b.name),
  );
  const districtCode = soundCodes(
    districtList,
    (d) => d.code,
    (d) => provinceCode(d.province),
    4,
  );
  const subDistrictList = [...subDistricts.values()].sort(
    (a, b) =>
      compare(a.district.province.code, b.district.province.code) ||
      compare(a.district.name, b.district.name) ||
      compare(a.name, b.name),
  );
  const subDistrictCode = soundCodes(
    subDistrictList,
    (s) => s.code,
    (s) => districtCode(s.district),
    6,
  );

  const provinceIds = new Map<Province, number>();
  const districtIds = new Map<District, number>();
  const units: UnitRow[] = [];
  const postalCodes: PostalCodeRow[] = [];
  provinceList.forEach((province, index) => {
    const unit = thaiUnit(1, index, null, provinceCode(province), province.name, province.nameEn);
    provinceIds.set(province, unit.id);
    units.push(unit);
  });
  districtList.forEach((district, index) => {
    const unit = thaiUnit(
      2,
      index,
      provinceIds.get(district.province)!,
      districtCode(district),
      thaiName(2, district.province.name, district.name),
      district.nameEn,
    );
    districtIds.set(district, unit.id);
    units.push(unit);
  });
  subDistrictList.forEach((subDistrict, index) => {
    const unit = thaiUnit(
      3,
      index,
      districtIds.get(subDistrict.district)!,
      subDistrictCode(subDistrict),
      thaiName(3, subDistrict.district.province.name, subDistrict.name),
      subDistrict.nameEn,
    );
    units.push(unit);
    for (const code of [...subDistrict.postalCodes].sort(compare))
      postalCodes.push({ code, unitId: unit.id, country: 'TH' });
  });
  return { scheme: 'TH', units, legacyMappings: [], postalCodes };
}

/** Every scheme, in the order they load (the 2025 mappings point at legacy units). */
export const DATASETS: readonly {
  scheme: AddressScheme;
  load: () => LocationDataset | Promise<LocationDataset>;
}[] = [
  { scheme: 'VN_LEGACY', load: legacyVietnamDataset },
  { scheme: 'VN2025', load: vietnam2025Dataset },
  { scheme: 'TH', load: thailandDataset },
];
