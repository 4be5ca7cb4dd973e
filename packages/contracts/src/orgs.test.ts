import { describe, expect, it } from 'vitest';
import { countryVariantOf, findOrg, ORG_ID, ORGS } from './orgs.js';

/** SPEC.md 3, "Organisation ids", plus headquarters (org 0, DOMAIN.md). */
const SPEC_ORG_IDS: Record<string, number> = {
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
};

/** DOMAIN.md: country, time zone and currency per org. */
const DOMAIN_ORGS: [string, string, string, string][] = [
  ['VN1', 'VN', 'Asia/Ho_Chi_Minh', 'VND'],
  ['VN4', 'VN', 'Asia/Ho_Chi_Minh', 'VND'],
  ['VNID', 'ID', 'Asia/Jakarta', 'IDR'],
  ['TH1', 'TH', 'Asia/Bangkok', 'THB'],
  ['TH2', 'TH', 'Asia/Bangkok', 'THB'],
  ['ID3', 'ID', 'Asia/Jakarta', 'IDR'],
  ['PH', 'PH', 'Asia/Manila', 'PHP'],
  ['MY2', 'MY', 'Asia/Kuala_Lumpur', 'MYR'],
  ['IN1', 'IN', 'Asia/Kolkata', 'INR'],
  ['INDEV', 'IN', 'Asia/Kolkata', 'INR'],
];

describe('organisations', () => {
  it('have the SPEC ids', () => {
    const { HQ, ...rest } = ORG_ID;
    expect(HQ).toBe(0);
    expect(rest).toEqual(SPEC_ORG_IDS);
    for (const [code, id] of Object.entries(SPEC_ORG_IDS)) expect(findOrg(id)?.code, code).toBe(code);
    expect(ORGS.map((org) => org.id).sort((a, b) => a - b)).toEqual(
      [0, ...Object.values(SPEC_ORG_IDS)].sort((a, b) => a - b),
    );
  });

  it.each(DOMAIN_ORGS)('%s is in %s, %s, %s', (code, country, timeZone, currency) => {
    const org = ORGS.find((candidate) => candidate.code === code);
    expect(org).toMatchObject({ country, timeZone, currency, phoneRegion: country });
  });

  it('only INDEV is a test org', () => {
    expect(ORGS.filter((org) => org.isTest).map((org) => org.code)).toEqual(['INDEV']);
  });

  it.each([
    [ORG_ID.VN1, 'VN'],
    [ORG_ID.VN4, 'VN'],
    [ORG_ID.VNID, 'INDO'],
    [ORG_ID.ID1, 'INDO'],
    [ORG_ID.TH1, 'TH'],
    [ORG_ID.PH, 'PH'],
    [ORG_ID.MY1, 'TH'],
    [ORG_ID.IN1, 'IN'],
    [ORG_ID.INDEV, 'IN'],
    [ORG_ID.HQ, 'TH'],
  ])('org %i runs the %s country variant', (orgId, variant) => {
    expect(countryVariantOf(orgId)).toBe(variant);
  });
});
