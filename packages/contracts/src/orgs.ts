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

export const ORGS: readonly OrgDefinition[] = [
  {
    id: 0,
    code: 'HQ',
    name: 'Headquarters',
    country: null,
    timeZone: 'Asia/Ho_Chi_Minh',
    currency: 'USD',
    phoneRegion: null,
    sapFlow: false,
    isTest: false,
  },
  {
    id: 4,
    code: 'VN1',
    name: 'Vietnam 1',
    country: 'VN',
    timeZone: 'Asia/Ho_Chi_Minh',
    currency: 'VND',
    phoneRegion: 'VN',
    sapFlow: false,
    isTest: false,
  },
  {
    id: 5,
    code: 'VN2',
    name: 'Vietnam 2',
    country: 'VN',
    timeZone: 'Asia/Ho_Chi_Minh',
    currency: 'VND',
    phoneRegion: 'VN',
    sapFlow: false,
    isTest: false,
  },
  {
    id: 6,
    code: 'VN3',
    name: 'Vietnam 3',
    country: 'VN',
    timeZone: 'Asia/Ho_Chi_Minh',
    currency: 'VND',
    phoneRegion: 'VN',
    sapFlow: false,
    isTest: false,
  },
  {
    id: 15,
    code: 'VN4',
    name: 'Vietnam 4',
    country: 'VN',
    timeZone: 'Asia/Ho_Chi_Minh',
    currency: 'VND',
    phoneRegion: 'VN',
    sapFlow: false,
    isTest: false,
  },
  {
    id: 16,
    code: 'VNID',
    name: 'Indonesia (run from Vietnam)',
    country: 'ID',
    timeZone: 'Asia/Jakarta',
    currency: 'IDR',
    phoneRegion: 'ID',
    sapFlow: false,
    isTest: false,
  },
  {
    id: 10,
    code: 'TH1',
    name: 'Thailand 1',
    country: 'TH',
    timeZone: 'Asia/Bangkok',
    currency: 'THB',
    phoneRegion: 'TH',
    sapFlow: true,
    isTest: false,
  },
  {
    id: 12,
    code: 'TH2',
    name: 'Thailand 2',
    country: 'TH',
    timeZone: 'Asia/Bangkok',
    currency: 'THB',
    phoneRegion: 'TH',
    sapFlow: false,
    isTest: false,
  },
  {
    id: 9,
    code: 'ID1',
    name: 'Indonesia 1',
    country: 'ID',
    timeZone: 'Asia/Jakarta',
    currency: 'IDR',
    phoneRegion: 'ID',
    sapFlow: false,
    isTest: false,
  },
  {
    id: 8,
    code: 'ID2',
    name: 'Indonesia 2',
    country: 'ID',
    timeZone: 'Asia/Jakarta',
    currency: 'IDR',
    phoneRegion: 'ID',
    sapFlow: false,
    isTest: false,
  },
  {
    id: 18,
    code: 'ID3',
    name: 'Indonesia 3',
    country: 'ID',
    timeZone: 'Asia/Jakarta',
    currency: 'IDR',
    phoneRegion: 'ID',
    sapFlow: false,
    isTest: false,
  },
  {
    id: 14,
    code: 'PH',
    name: 'Philippines',
    country: 'PH',
    timeZone: 'Asia/Manila',
    currency: 'PHP',
    phoneRegion: 'PH',
    sapFlow: false,
    isTest: false,
  },
  {
    id: 11,
    code: 'MY1',
    name: 'Malaysia 1',
    country: 'MY',
    timeZone: 'Asia/Kuala_Lumpur',
    currency: 'MYR',
    phoneRegion: 'MY',
    sapFlow: false,
    isTest: false,
  },
  {
    id: 17,
    code: 'MY2',
    name: 'Malaysia 2',
    country: 'MY',
    timeZone: 'Asia/Kuala_Lumpur',
    currency: 'MYR',
    phoneRegion: 'MY',
    sapFlow: false,
    isTest: false,
  },
  {
    id: 19,
    code: 'IN1',
    name: 'India 1',
    country: 'IN',
    timeZone: 'Asia/Kolkata',
    currency: 'INR',
    phoneRegion: 'IN',
    sapFlow: false,
    isTest: false,
  },
  {
    id: 91,
    code: 'INDEV',
    name: 'India (test)',
    country: 'IN',
    timeZone: 'Asia/Kolkata',
    currency: 'INR',
    phoneRegion: 'IN',
    sapFlow: false,
    isTest: true,
  },
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
