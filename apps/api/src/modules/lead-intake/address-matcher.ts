import type { AddressScheme, CountryCode, LeadImportReason } from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { addressUnitsOfSchemes } from './lead-intake.repository.js';

/**
 * Matches the address names of an import row (province, district, ward) to the address units of
 * the locations module (docs/locations.md), within the org's country:
 *
 * - Vietnam: a row with a district is a legacy three-level address (VN_LEGACY); without one it is
 *   an address since July 2025 (VN2025: province, then ward or commune).
 * - Thailand: province, district (amphoe, khet), sub-district (tambon, khwaeng).
 * - A name matches a unit's official name or its English name ignoring case, accents, spaces and
 *   punctuation, or the same without the unit's type ('Hà Nội' for 'Thành phố Hà Nội', 'Phra
 *   Nakhon' or 'พระนคร' for 'เขตพระนคร'). Among the units under the level above; a name that fits
 *   two units is not a match.
 * - A ward without a district is looked up among all the wards of the province (the district is
 *   then filled in from the ward).
 */

interface UnitEntry {
  id: number;
  level: number;
  parentId: number | null;
  /** Normalised official and English names, with and without the type. */
  full: string[];
  bare: string[];
}

export interface MatchedAddress {
  provinceId: number | null;
  districtId: number | null;
  wardId: number | null;
}

export type AddressMatch = { ok: true; address: MatchedAddress } | { ok: false; reason: LeadImportReason };

export interface AddressNames {
  province?: string | undefined;
  district?: string | undefined;
  ward?: string | undefined;
}

/** Unit types written before the name, normalised (see nameKey). Longest first. */
const TYPE_PREFIXES = [
  'thanhpho',
  'thixa',
  'thitran',
  'dackhu',
  'tinh',
  'quan',
  'huyen',
  'phuong',
  'xa',
  'tp',
  'จังหวัด',
  'อำเภอ',
  'เขต',
  'ตำบล',
  'แขวง',
  'changwat',
  'amphoe',
  'khet',
  'tambon',
  'khwaeng',
].sort((a, b) => b.length - a.length);

/**
 * Lower case without Latin accents (Vietnamese tones, đ) and without spaces and punctuation.
 * Thai marks are letters of the word, not accents: they are kept.
 */
export function nameKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '')
    .normalize('NFC');
}

function bareKey(key: string): string {
  const prefix = TYPE_PREFIXES.find(
    (candidate) => key.startsWith(candidate) && key.length > candidate.length,
  );
  return prefix ? key.slice(prefix.length) : key;
}

/** The schemes an org's country reads: what to load for a file of that country. */
export function schemesOf(country: CountryCode | null, withDistricts: boolean): AddressScheme[] {
  if (country === 'VN') return withDistricts ? ['VN2025', 'VN_LEGACY'] : ['VN2025'];
  if (country === 'TH') return ['TH'];
  return [];
}

export class AddressMatcher {
  private readonly provinces = new Map<AddressScheme, UnitEntry[]>();
  private readonly children = new Map<number, UnitEntry[]>();

  constructor(
    units: {
      id: number;
      level: number;
      parentId: number | null;
      name: string;
      nameEn: string | null;
      scheme: AddressScheme;
    }[],
  ) {
    for (const unit of units) {
      const keys = [unit.name, unit.nameEn].filter((name): name is string => Boolean(name)).map(nameKey);
      const entry: UnitEntry = {
        id: unit.id,
        level: Number(unit.level),
        parentId: unit.parentId,
        full: keys,
        bare: keys.map(bareKey),
      };
      if (entry.level === 1) {
        const list = this.provinces.get(unit.scheme) ?? [];
        list.push(entry);
        this.provinces.set(unit.scheme, list);
      } else if (unit.parentId !== null) {
        const list = this.children.get(unit.parentId) ?? [];
        list.push(entry);
        this.children.set(unit.parentId, list);
      }
    }
  }

  /** Loads the units of the schemes (a few thousand rows of shared reference data). */
  static async load(trx: ScopedDb, schemes: AddressScheme[]): Promise<AddressMatcher> {
    if (schemes.length === 0) return new AddressMatcher([]);
    return new AddressMatcher(await addressUnitsOfSchemes(trx, schemes));
  }

  private static pick(candidates: readonly UnitEntry[], name: string): UnitEntry | null {
    const key = nameKey(name);
    if (key === '') return null;
    const exact = candidates.filter((unit) => unit.full.includes(key));
    if (exact.length === 1) return exact[0]!;
    if (exact.length > 1) return null;
    // 'Xa La' is 'Phường Xa La' without its type, not 'La' of a commune ('xã'): try both readings.
    const bare = new Set([key, bareKey(key)]);
    const loose = candidates.filter((unit) => unit.bare.some((name) => bare.has(name)));
    return loose.length === 1 ? loose[0]! : null;
  }

  private childrenOf(parent: UnitEntry, level: number): UnitEntry[] {
    return (this.children.get(parent.id) ?? []).filter((unit) => unit.level === level);
  }

  /** Level-3 units under a province: its own (Vietnam 2025) and those of its districts. */
  private wardsOfProvince(province: UnitEntry): UnitEntry[] {
    return [
      ...this.childrenOf(province, 3),
      ...this.childrenOf(province, 2).flatMap((district) => this.childrenOf(district, 3)),
    ];
  }

  match(scheme: AddressScheme, names: AddressNames): AddressMatch {
    const { province, district, ward } = names;
    if (!province && !district && !ward)
      return { ok: true, address: { provinceId: null, districtId: null, wardId: null } };
    if (!province) return { ok: false, reason: 'ADDRESS_INCOMPLETE' };
    const provinceUnit = AddressMatcher.pick(this.provinces.get(scheme) ?? [], province);
    if (!provinceUnit) return { ok: false, reason: 'PROVINCE_NOT_FOUND' };
    let districtUnit: UnitEntry | null = null;
    if (district) {
      districtUnit = AddressMatcher.pick(this.childrenOf(provinceUnit, 2), district);
      if (!districtUnit) return { ok: false, reason: 'DISTRICT_NOT_FOUND' };
    }
    let wardUnit: UnitEntry | null = null;
    if (ward) {
      const scope = districtUnit ? this.childrenOf(districtUnit, 3) : this.wardsOfProvince(provinceUnit);
      wardUnit = AddressMatcher.pick(scope, ward);
      if (!wardUnit) return { ok: false, reason: 'WARD_NOT_FOUND' };
    }
    const inferredDistrict = wardUnit && wardUnit.parentId !== provinceUnit.id ? wardUnit.parentId : null;
    return {
      ok: true,
      address: {
        provinceId: provinceUnit.id,
        districtId: districtUnit?.id ?? inferredDistrict,
        wardId: wardUnit?.id ?? null,
      },
    };
  }
}
