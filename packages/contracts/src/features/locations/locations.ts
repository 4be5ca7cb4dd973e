import { z } from 'zod';
import type { CountryCode } from '../../orgs.js';
import { dbIdParam, orgIdParam } from '../../schema-primitives.js';

/**
 * The address tree of SPEC.md 3 and 7.4 (DOMAIN.md 'Addresses'): administrative units per
 * country, postal codes, neighbourhoods and the delivery services an org offers per province.
 * See docs/locations.md.
 */

/** Countries an org can be in (orgs.ts); an unknown one is a validation error. */
export const ADDRESS_COUNTRIES = [
  'VN',
  'TH',
  'ID',
  'PH',
  'MY',
  'IN',
] as const satisfies readonly CountryCode[];

/**
 * Sets of administrative units: Vietnam since 1 July 2025 (two levels), Vietnam before it (three
 * levels, still read on old addresses) and Thailand.
 */
export const ADDRESS_SCHEMES = ['VN2025', 'VN_LEGACY', 'TH'] as const;
export type AddressScheme = (typeof ADDRESS_SCHEMES)[number];

export const SCHEME_COUNTRY: Record<AddressScheme, CountryCode> = { VN2025: 'VN', VN_LEGACY: 'VN', TH: 'TH' };

/** The scheme new addresses use in a country; countries without data have none. */
export const CURRENT_SCHEME: Partial<Record<CountryCode, AddressScheme>> = { VN: 'VN2025', TH: 'TH' };

/** Unit levels in the database: 1 province, 2 district, 3 ward / commune / sub-district. */
export const UNIT_LEVEL = { PROVINCE: 1, DISTRICT: 2, WARD: 3 } as const;
export type UnitLevel = (typeof UNIT_LEVEL)[keyof typeof UNIT_LEVEL];

/** Delivery partners of SPEC.md's shipping screens (DHL, Kerry, SAP) and everyone else. */
export const DELIVERY_PARTNERS = ['GENERAL', 'DHL', 'KERRY', 'SAP'] as const;
export type DeliveryPartner = (typeof DELIVERY_PARTNERS)[number];

/** A database id: positive and within PostgreSQL's integer. */
const idSchema = dbIdParam();

export const addressUnitSchema = z.object({
  id: z.number().int(),
  /** Official code (GSO for Vietnam); null for Thai units whose source has no sound code. */
  code: z.string().nullable(),
  /** Name in the country's language, with the unit's type as officially written. */
  name: z.string(),
  nameEn: z.string().nullable(),
  level: z.number().int().min(1).max(3),
  parentId: z.number().int().nullable(),
  country: z.string(),
  scheme: z.enum(ADDRESS_SCHEMES),
});
export type AddressUnit = z.infer<typeof addressUnitSchema>;

export const provinceQuerySchema = z
  .object({
    /** Defaults to the caller's org country; headquarters must pass it. */
    country: z.enum(ADDRESS_COUNTRIES).optional(),
    /** Defaults to the country's current scheme; VN_LEGACY lists the provinces before July 2025. */
    scheme: z.enum(ADDRESS_SCHEMES).optional(),
  })
  .refine((query) => !query.country || !query.scheme || SCHEME_COUNTRY[query.scheme] === query.country, {
    message: 'scheme is not a scheme of country',
    path: ['scheme'],
  });

export const districtQuerySchema = z.object({ provinceId: idSchema });

/** Wards of a district, or of a province (Vietnam's 2025 communes hang from the province). */
export const wardQuerySchema = z
  .object({ districtId: idSchema.optional(), provinceId: idSchema.optional() })
  .refine((query) => (query.districtId === undefined) !== (query.provinceId === undefined), {
    message: 'give either districtId or provinceId',
  });

export const neighborhoodQuerySchema = z.object({ wardId: idSchema });

export const zipcodeQuerySchema = z
  .object({ wardId: idSchema.optional(), districtId: idSchema.optional() })
  .refine((query) => (query.wardId === undefined) !== (query.districtId === undefined), {
    message: 'give either wardId or districtId',
  });

export const neighborhoodSchema = z.object({
  id: z.number().int(),
  unitId: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
});
export type Neighborhood = z.infer<typeof neighborhoodSchema>;

/** One postal code of one unit (Thailand: per sub-district; some sub-districts have two). */
export const postalCodeSchema = z.object({
  code: z.string(),
  unitId: z.number().int(),
  country: z.string(),
});
export type PostalCode = z.infer<typeof postalCodeSchema>;

/** Postal codes are 4 (PH) to 6 (VN, IN) digits. */
const postalCodeInput = z
  .string()
  .trim()
  .max(6)
  .regex(/^\d{4,6}$/, 'a postal code is 4 to 6 digits');

export const postalCodeLookupSchema = z.object({ postalCodes: z.array(postalCodeInput).min(1).max(50) });

/** The units one postal code covers: each sub-district with its district and province (unknown code: none). */
export const postalCodeMatchSchema = z.object({
  postalCode: z.string(),
  units: z.array(
    z.object({
      province: addressUnitSchema,
      district: addressUnitSchema.nullable(),
      ward: addressUnitSchema.nullable(),
    }),
  ),
});
export type PostalCodeMatch = z.infer<typeof postalCodeMatchSchema>;

/** A legacy Vietnamese ward code (5 digits), or a legacy island district without wards (3 digits). */
export const legacyWardParamsSchema = z.object({
  code: z
    .string()
    .max(5)
    .regex(/^(\d{3}|\d{5})$/, 'a legacy ward code is 5 digits (3 for an island district)'),
});

/** A legacy unit and one 2025 commune formed from it; partial when only part of it went there. */
export const legacyWardMappingSchema = z.object({
  legacyUnit: addressUnitSchema,
  unit: addressUnitSchema,
  province: addressUnitSchema,
  partial: z.boolean(),
});
export type LegacyWardMapping = z.infer<typeof legacyWardMappingSchema>;

export const deliveryServiceQuerySchema = z.object({
  /** A province (region) id. */
  regionId: idSchema,
  /** Headquarters may narrow to one org; other orgs see only their own anyway. */
  orgId: orgIdParam().optional(),
});

export const deliveryServiceSchema = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  regionId: z.number().int(),
  partner: z.enum(DELIVERY_PARTNERS),
  name: z.string(),
  sameDay: z.boolean(),
  nextDay: z.boolean(),
  cod: z.boolean(),
});
export type DeliveryService = z.infer<typeof deliveryServiceSchema>;

/** One step of the address cascade the UI shows. */
export type AddressLevelKey = 'province' | 'district' | 'ward' | 'zipcode';

export interface AddressLevelDefinition {
  key: AddressLevelKey;
  /** Locale keys of the field's label and placeholder. */
  labelKey: string;
  placeholderKey: string;
  /** The ENDPOINTS entry that lists this level's options. */
  endpoint: 'locationProvinces' | 'locationDistricts' | 'locationWards' | 'locationZipcodes';
  /** The query parameter that takes the previous level's choice (provinces take the country). */
  parentParam: 'country' | 'provinceId' | 'districtId' | 'wardId';
}

const PROVINCE: AddressLevelDefinition = {
  key: 'province',
  labelKey: 'LOCATIONS.PROVINCE',
  placeholderKey: 'LOCATIONS.CHOOSE_PROVINCE',
  endpoint: 'locationProvinces',
  parentParam: 'country',
};
const DISTRICT: AddressLevelDefinition = {
  key: 'district',
  labelKey: 'LOCATIONS.DISTRICT',
  placeholderKey: 'LOCATIONS.CHOOSE_DISTRICT',
  endpoint: 'locationDistricts',
  parentParam: 'provinceId',
};
const WARD_OF_DISTRICT: AddressLevelDefinition = {
  key: 'ward',
  labelKey: 'LOCATIONS.WARD',
  placeholderKey: 'LOCATIONS.CHOOSE_WARD',
  endpoint: 'locationWards',
  parentParam: 'districtId',
};

/**
 * The address levels per country (DOMAIN.md 'Addresses'): Vietnam since July 2025 is province
 * then ward/commune (no district); Thailand is province, district, sub-district and postal code;
 * other countries get the generic three levels (no data yet). `VN_LEGACY` is the three-level
 * Vietnamese address before July 2025, still read on old addresses.
 */
export const ADDRESS_LEVELS = {
  VN: [PROVINCE, { ...WARD_OF_DISTRICT, parentParam: 'provinceId' }],
  VN_LEGACY: [PROVINCE, DISTRICT, WARD_OF_DISTRICT],
  TH: [
    PROVINCE,
    DISTRICT,
    {
      ...WARD_OF_DISTRICT,
      labelKey: 'LOCATIONS.SUB_DISTRICT',
      placeholderKey: 'LOCATIONS.CHOOSE_SUB_DISTRICT',
    },
    {
      key: 'zipcode',
      labelKey: 'LOCATIONS.ZIPCODE',
      placeholderKey: 'LOCATIONS.CHOOSE_ZIPCODE',
      endpoint: 'locationZipcodes',
      parentParam: 'wardId',
    },
  ],
  DEFAULT: [PROVINCE, DISTRICT, WARD_OF_DISTRICT],
} as const satisfies Record<string, readonly AddressLevelDefinition[]>;

/**
 * The cascade of a country's address form, in order. `legacy` asks for Vietnam's address before
 * July 2025 (province, district, ward); it changes nothing elsewhere.
 */
export function addressLevelsOf(
  country: CountryCode | null | undefined,
  options: { legacy?: boolean } = {},
): readonly AddressLevelDefinition[] {
  if (country === 'VN') return options.legacy ? ADDRESS_LEVELS.VN_LEGACY : ADDRESS_LEVELS.VN;
  if (country === 'TH') return ADDRESS_LEVELS.TH;
  return ADDRESS_LEVELS.DEFAULT;
}

/** The scheme whose units fill a country's address form, or null when there is no data. */
export function addressSchemeOf(
  country: CountryCode | null | undefined,
  options: { legacy?: boolean } = {},
): AddressScheme | null {
  if (!country) return null;
  if (country === 'VN' && options.legacy) return 'VN_LEGACY';
  return CURRENT_SCHEME[country] ?? null;
}
