/** Organisations of SPEC.md section 3 with the attributes DOMAIN.md gives them. */
export type CountryCode = 'VN' | 'TH' | 'ID' | 'PH' | 'MY' | 'IN';

/** SPEC.md 9: the client's country setting (TH, INDO, VN, PH, IN); Malaysia runs the TH variant. */
export type CountryVariant = 'TH' | 'INDO' | 'VN' | 'PH' | 'IN';

export interface OrgDefinition {
  id: number;
  code: string;
  name: string;
  country: CountryCode | null;
  timeZone: string;
  currency: string;
  phoneRegion: CountryCode | null;
  /** Partner-variant flag of SPEC.md 9: the org ships through the SAP flow. */
  sapFlow: boolean;
  /** INDEV is a test org. */
  isTest: boolean;
}

export const HQ_ORG_ID = 0;

/** What DOMAIN.md gives every org of a country: its time zone, currency and phone numbering. */
const IN_COUNTRY = {
  VN: { country: 'VN', timeZone: 'Asia/Ho_Chi_Minh', currency: 'VND', phoneRegion: 'VN' },
  TH: { country: 'TH', timeZone: 'Asia/Bangkok', currency: 'THB', phoneRegion: 'TH' },
  ID: { country: 'ID', timeZone: 'Asia/Jakarta', currency: 'IDR', phoneRegion: 'ID' },
  PH: { country: 'PH', timeZone: 'Asia/Manila', currency: 'PHP', phoneRegion: 'PH' },
  MY: { country: 'MY', timeZone: 'Asia/Kuala_Lumpur', currency: 'MYR', phoneRegion: 'MY' },
  IN: { country: 'IN', timeZone: 'Asia/Kolkata', currency: 'INR', phoneRegion: 'IN' },
} as const satisfies Record<
  CountryCode,
  Pick<OrgDefinition, 'country' | 'timeZone' | 'currency' | 'phoneRegion'>
>;

/** An org of a country; SAP flow and test org only where DOMAIN.md says so. */
const org = (
  id: number,
  code: string,
  name: string,
  country: CountryCode,
  flags: Partial<Pick<OrgDefinition, 'sapFlow' | 'isTest'>> = {},
): OrgDefinition => ({ id, code, name, ...IN_COUNTRY[country], sapFlow: false, isTest: false, ...flags });

export const ORGS: readonly OrgDefinition[] = [
  {
    id: HQ_ORG_ID,
    code: 'HQ',
    name: 'Headquarters',
    country: null,
    timeZone: 'Asia/Ho_Chi_Minh',
    currency: 'USD',
    phoneRegion: null,
    sapFlow: false,
    isTest: false,
  },
  org(4, 'VN1', 'Vietnam 1', 'VN'),
  org(5, 'VN2', 'Vietnam 2', 'VN'),
  org(6, 'VN3', 'Vietnam 3', 'VN'),
  org(15, 'VN4', 'Vietnam 4', 'VN'),
  org(16, 'VNID', 'Indonesia (run from Vietnam)', 'ID'),
  org(10, 'TH1', 'Thailand 1', 'TH', { sapFlow: true }),
  org(12, 'TH2', 'Thailand 2', 'TH'),
  org(9, 'ID1', 'Indonesia 1', 'ID'),
  org(8, 'ID2', 'Indonesia 2', 'ID'),
  org(18, 'ID3', 'Indonesia 3', 'ID'),
  org(14, 'PH', 'Philippines', 'PH'),
  org(11, 'MY1', 'Malaysia 1', 'MY'),
  org(17, 'MY2', 'Malaysia 2', 'MY'),
  org(19, 'IN1', 'India 1', 'IN'),
  org(91, 'INDEV', 'India (test)', 'IN', { isTest: true }),
];

export const ORG_ID = {
  HQ: 0,
  VN1: 4,
  VN2: 5,
  VN3: 6,
  VN4: 15,
  VNID: 16,
  TH1: 10,
  TH2: 12,
  ID1: 9,
  ID2: 8,
  ID3: 18,
  PH: 14,
  MY1: 11,
  MY2: 17,
  IN1: 19,
  INDEV: 91,
} as const;

export function findOrg(orgId: number): OrgDefinition | undefined {
  return ORGS.find((org) => org.id === orgId);
}

const VARIANT_BY_COUNTRY: Record<CountryCode, CountryVariant> = {
  VN: 'VN',
  TH: 'TH',
  ID: 'INDO',
  PH: 'PH',
  MY: 'TH',
  IN: 'IN',
};

/** HQ (no country) sees the TH variant, the client's default country setting. */
export function countryVariantOf(orgId: number): CountryVariant {
  const country = findOrg(orgId)?.country;
  return country ? VARIANT_BY_COUNTRY[country] : 'TH';
}
