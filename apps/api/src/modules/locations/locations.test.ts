import type {
  AddressUnit,
  DeliveryService,
  LegacyWardMapping,
  Neighborhood,
  PostalCode,
  PostalCodeMatch,
} from '@leadline/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { DATASETS } from './locations.data.js';
import { seedLocations } from './locations.seed.js';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const userName of ['vn1.agent', 'vn4.agent', 'th1.agent', 'hq.admin', 'vn1.auditor']) {
    tokens[userName] = await server.login(userName);
  }
});
afterAll(() => server.close());

const get = <T>(url: string, as = 'vn1.agent') =>
  server.call<T>({ method: 'GET', url: `/api/location/${url}`, token: tokens[as]! });

const units = async (url: string, as = 'vn1.agent') => {
  const { status, body } = await get<AddressUnit[]>(url, as);
  expect(status, url).toBe(200);
  expect(body.total, url).toBe(body.data.length);
  return body.data;
};

const postalLookup = (payload: unknown, as = 'vn1.agent') =>
  server.call<PostalCodeMatch[]>({
    method: 'POST',
    url: '/api/location/postal-codes',
    token: tokens[as]!,
    payload: payload as Record<string, unknown>,
  });

const byName = (list: AddressUnit[], name: string) => {
  const found = list.find((unit) => unit.name === name);
  expect(found, name).toBeDefined();
  return found!;
};

/** Rows per table, to show that refused calls changed nothing. */
async function tableCounts() {
  const { rows } = await sql<Record<string, number>>`
    SELECT (SELECT count(*) FROM address_units) AS units,
           (SELECT count(*) FROM legacy_ward_mappings) AS mappings,
           (SELECT count(*) FROM postal_codes) AS postal_codes,
           (SELECT count(*) FROM neighborhoods) AS neighborhoods,
           (SELECT count(*) FROM delivery_services) AS delivery_services`.execute(server.engine.db);
  return rows[0]!;
}

async function unitCounts() {
  const { rows } = await sql<{ scheme: string; level: number; units: number }>`
    SELECT scheme, level, count(*) AS units FROM address_units GROUP BY scheme, level ORDER BY scheme, level`.execute(
    server.engine.db,
  );
  return Object.fromEntries(rows.map((row) => [`${row.scheme}/${row.level}`, Number(row.units)]));
}

const UNIT_FIELDS = ['code', 'country', 'id', 'level', 'name', 'nameEn', 'parentId', 'scheme'];

describe('the reference data', () => {
  it('holds Vietnam since July 2025, Vietnam before it and Thailand with their official counts', async () => {
    expect(await unitCounts()).toEqual({
      'TH/1': 77,
      'TH/2': 928,
      'TH/3': 7475,
      'VN2025/1': 34,
      'VN2025/3': 3321,
      'VN_LEGACY/1': 63,
      'VN_LEGACY/2': 696,
      'VN_LEGACY/3': 10_047,
    });
    expect(await tableCounts()).toMatchObject({ mappings: 10_604, postalCodes: 7498, neighborhoods: 0 });
  });

  it('gives every unit the id its data gives it (scheme, level and code), the same on every machine', async () => {
    const stored = await server.engine.db
      .selectFrom('addressUnits')
      .select(['id', 'scheme', 'level', 'parentId', 'code', 'name'])
      .execute();
    const byId = new Map(stored.map((row) => [row.id, row]));
    const differences: string[] = [];
    let compared = 0;
    for (const dataset of DATASETS) {
      for (const unit of (await dataset.load()).units) {
        const row = byId.get(unit.id);
        const same =
          row?.scheme === unit.scheme &&
          row.level === unit.level &&
          row.parentId === unit.parentId &&
          row.code === unit.code &&
          row.name === unit.name;
        if (!same) differences.push(`${unit.id} ${unit.scheme} ${unit.code} ${unit.name}`);
        compared += 1;
      }
    }
    expect(differences).toEqual([]);
    expect(compared).toBe(stored.length);
    // The rule of docs/locations.md: scheme base + level × 1,000,000 + code (Vietnam).
    const baDinh = stored.find((row) => row.scheme === 'VN2025' && row.code === '00004')!;
    expect(baDinh).toMatchObject({ id: 13_000_004, name: 'Phường Ba Đình', parentId: 11_000_001 });
    expect(
      stored.find((row) => row.scheme === 'VN_LEGACY' && row.level === 2 && row.code === '001'),
    ).toMatchObject({
      id: 22_000_001,
      name: 'Quận Ba Đình',
    });
  });

  it('is seeded once: seeding again adds nothing and keeps the ids', async () => {
    const before = await tableCounts();
    const perLevel = await unitCounts();
    await seedLocations(server.engine.db, { demo: true });
    await seedLocations(server.engine.db, { demo: true });
    expect(await tableCounts()).toEqual(before);
    expect(await unitCounts()).toEqual(perLevel);
    expect((await units('wards?provinceId=11000001')).some((unit) => unit.id === 13_000_004)).toBe(true);
  });
});

describe('GET /api/location/provinces', () => {
  it('lists the 34 provinces of Vietnam since July 2025 for a Vietnamese org', async () => {
    const list = await units('provinces');
    expect(list).toHaveLength(34);
    for (const province of list) {
      expect(Object.keys(province).sort()).toEqual(UNIT_FIELDS);
      expect(province).toMatchObject({ level: 1, parentId: null, country: 'VN', scheme: 'VN2025' });
    }
    expect(byName(list, 'Thành phố Hà Nội')).toEqual({
      id: 11_000_001,
      code: '01',
      name: 'Thành phố Hà Nội',
      nameEn: null,
      level: 1,
      parentId: null,
      country: 'VN',
      scheme: 'VN2025',
    });
    byName(list, 'Thành phố Hồ Chí Minh');
  });

  it('lists the 77 provinces of Thailand, with English names, for a Thai org', async () => {
    const list = await units('provinces', 'th1.agent');
    expect(list).toHaveLength(77);
    expect(list.every((province) => province.country === 'TH' && province.scheme === 'TH')).toBe(true);
    expect(byName(list, 'กรุงเทพมหานคร')).toMatchObject({ nameEn: 'Bangkok', code: '10', level: 1 });
    expect(byName(list, 'เชียงใหม่')).toMatchObject({ nameEn: 'Chiang Mai', code: '50' });
  });

  it('lists the 63 provinces before July 2025 with scheme=VN_LEGACY', async () => {
    const list = await units('provinces?scheme=VN_LEGACY');
    expect(list).toHaveLength(63);
    expect(list.every((province) => province.scheme === 'VN_LEGACY')).toBe(true);
    byName(list, 'Tỉnh Bà Rịa - Vũng Tàu');
  });

  it('needs the country from headquarters, which has none', async () => {
    const { status, body } = await get('provinces', 'hq.admin');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 400, data: null, error: 'validation_error' });
    expect(body.message).toMatch(/country/);
    expect(await units('provinces?country=VN', 'hq.admin')).toHaveLength(34);
    expect(await units('provinces?country=TH', 'hq.admin')).toHaveLength(77);
    expect(await units('provinces?scheme=VN_LEGACY', 'hq.admin')).toHaveLength(63);
  });

  it('answers another country when asked, and nothing for a country without data', async () => {
    expect(await units('provinces?country=TH')).toHaveLength(77);
    const { status, body } = await get<AddressUnit[]>('provinces?country=ID');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.total).toBe(0);
  });
});

describe('the Vietnamese cascade (province → ward since July 2025)', () => {
  it('has no districts and hangs the communes from the province', async () => {
    expect(await units('districts?provinceId=11000001')).toEqual([]);
    const wards = await units('wards?provinceId=11000001');
    expect(wards).toHaveLength(126);
    expect(byName(wards, 'Phường Ba Đình')).toEqual({
      id: 13_000_004,
      code: '00004',
      name: 'Phường Ba Đình',
      nameEn: null,
      level: 3,
      parentId: 11_000_001,
      country: 'VN',
      scheme: 'VN2025',
    });
    byName(wards, 'Phường Hoàn Kiếm');
    expect(wards.every((ward) => ward.parentId === 11_000_001 && ward.level === 3)).toBe(true);
  });

  it('adds up to the 3,321 communes and wards over the 34 provinces', async () => {
    let total = 0;
    for (const province of await units('provinces'))
      total += (await units(`wards?provinceId=${province.id}`)).length;
    expect(total).toBe(3321);
  });

  it('still reads the three levels before July 2025', async () => {
    const hanoi = byName(await units('provinces?scheme=VN_LEGACY'), 'Thành phố Hà Nội');
    const districts = await units(`districts?provinceId=${hanoi.id}`);
    expect(districts).toHaveLength(30);
    const baDinh = byName(districts, 'Quận Ba Đình');
    const wards = await units(`wards?districtId=${baDinh.id}`);
    expect(wards.map((ward) => ward.name)).toContain('Phường Trúc Bạch');
    expect(wards).toHaveLength(13);
    expect(await units(`wards?provinceId=${hanoi.id}`)).toHaveLength(
      (
        await sql<{
          n: number;
        }>`SELECT count(*) AS n FROM address_units w JOIN address_units d ON d.id = w.parent_id
        WHERE d.parent_id = ${hanoi.id}`.execute(server.engine.db)
      ).rows[0]!.n,
    );
  });

  it('has no postal codes (the data has none) and no neighbourhoods', async () => {
    expect((await get<PostalCode[]>('zipcodes?wardId=13000004')).body.data).toEqual([]);
    const { status, body } = await get<Neighborhood[]>('neighborhoods?wardId=13000004');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, data: [], total: 0 });
  });
});

describe('the Thai cascade (province → district → sub-district → postal code)', () => {
  it('finds Bangkok’s Phra Nakhon district, its khwaeng and their postal code 10200', async () => {
    const bangkok = byName(await units('provinces', 'th1.agent'), 'กรุงเทพมหานคร');
    const districts = await units(`districts?provinceId=${bangkok.id}`, 'th1.agent');
    expect(districts).toHaveLength(50);
    const phraNakhon = byName(districts, 'เขตพระนคร');
    expect(phraNakhon).toMatchObject({ nameEn: 'Phra Nakhon', level: 2, parentId: bangkok.id, code: '1001' });
    const wards = await units(`wards?districtId=${phraNakhon.id}`, 'th1.agent');
    expect(wards).toHaveLength(12);
    const palace = byName(wards, 'แขวงพระบรมมหาราชวัง');
    expect(palace).toMatchObject({ level: 3, parentId: phraNakhon.id, country: 'TH' });

    const { body } = await get<PostalCode[]>(`zipcodes?wardId=${palace.id}`, 'th1.agent');
    expect(body.data).toEqual([{ code: '10200', unitId: palace.id, country: 'TH' }]);
    expect(body.total).toBe(1);
    const ofDistrict = await get<PostalCode[]>(`zipcodes?districtId=${phraNakhon.id}`, 'th1.agent');
    expect(ofDistrict.body.data).toHaveLength(12);
    expect(new Set(ofDistrict.body.data.map((row) => row.code))).toEqual(new Set(['10200']));
  });

  it('writes amphoe and tambon with their type outside Bangkok', async () => {
    const chiangMai = byName(await units('provinces?country=TH'), 'เชียงใหม่');
    const mueang = byName(await units(`districts?provinceId=${chiangMai.id}`), 'อำเภอเมืองเชียงใหม่');
    expect(mueang.nameEn).toBe('Mueang Chiang Mai');
    const siPhum = byName(await units(`wards?districtId=${mueang.id}`), 'ตำบลศรีภูมิ');
    expect(
      (await get<PostalCode[]>(`zipcodes?wardId=${siPhum.id}`)).body.data.map((row) => row.code),
    ).toEqual(['50200']);
  });

  it('lists every sub-district of a province with provinceId', async () => {
    const bangkok = byName(await units('provinces?country=TH'), 'กรุงเทพมหานคร');
    const wards = await units(`wards?provinceId=${bangkok.id}`);
    const districts = new Set(
      (await units(`districts?provinceId=${bangkok.id}`)).map((district) => district.id),
    );
    expect(wards.length).toBeGreaterThan(150);
    expect(wards.every((ward) => ward.level === 3 && districts.has(ward.parentId!))).toBe(true);
  });
});

describe('POST /api/location/postal-codes', () => {
  it('answers the units of each code asked, in the order asked, and nothing for an unknown code', async () => {
    const { status, body } = await postalLookup({ postalCodes: ['10200', '50200', '99999', '10200'] });
    expect(status).toBe(200);
    expect(body.data.map((entry) => entry.postalCode)).toEqual(['10200', '50200', '99999']);
    expect(body.total).toBe(3);
    const [phraNakhon, chiangMai, unknown] = body.data;
    expect(phraNakhon!.units).toHaveLength(12);
    for (const unit of phraNakhon!.units) {
      expect(unit.province.name).toBe('กรุงเทพมหานคร');
      expect(unit.district?.name).toBe('เขตพระนคร');
      expect(unit.ward?.level).toBe(3);
      expect(unit.ward?.parentId).toBe(unit.district?.id);
    }
    expect(phraNakhon!.units.map((unit) => unit.ward?.name)).toContain('แขวงพระบรมมหาราชวัง');
    expect(chiangMai!.units.some((unit) => unit.ward?.name === 'ตำบลศรีภูมิ')).toBe(true);
    expect(unknown!.units).toEqual([]);
  });

  it('refuses an empty list, more than 50 codes and malformed codes with 400, changing nothing', async () => {
    const before = await tableCounts();
    for (const payload of [
      {},
      { postalCodes: [] },
      { postalCodes: '10200' },
      { postalCodes: ['abc'] },
      { postalCodes: ['10200', ''] },
      { postalCodes: Array.from({ length: 51 }, () => '10200') },
    ]) {
      const { status, body } = await postalLookup(payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body).toMatchObject({ code: 400, data: null, error: 'validation_error' });
    }
    expect(await tableCounts()).toEqual(before);
  });
});

describe('GET /api/location/legacy-wards/:code', () => {
  it('maps a legacy ward split between several communes, each partly', async () => {
    const { status, body } = await get<LegacyWardMapping[]>('legacy-wards/00019');
    expect(status).toBe(200);
    expect(body.total).toBe(4);
    expect(body.data.map((row) => [row.unit.code, row.partial])).toEqual([
      ['00004', true],
      ['00070', true],
      ['00190', true],
      ['00226', true],
    ]);
    expect(body.data.map((row) => row.unit.name)).toEqual([
      'Phường Ba Đình',
      'Phường Hoàn Kiếm',
      'Phường Ô Chợ Dừa',
      'Phường Văn Miếu - Quốc Tử Giám',
    ]);
    for (const row of body.data) {
      expect(row.legacyUnit).toMatchObject({
        code: '00019',
        name: 'Phường Điện Biên',
        scheme: 'VN_LEGACY',
        level: 3,
      });
      expect(row.unit).toMatchObject({ scheme: 'VN2025', level: 3, parentId: row.province.id });
      expect(row.province).toMatchObject({ name: 'Thành phố Hà Nội', scheme: 'VN2025', level: 1 });
    }
  });

  it('maps a legacy ward that went whole into one commune', async () => {
    const { body } = await get<LegacyWardMapping[]>('legacy-wards/00004');
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      legacyUnit: { name: 'Phường Trúc Bạch' },
      unit: { id: 13_000_004, name: 'Phường Ba Đình' },
      partial: false,
    });
  });

  it('maps the island districts that had no wards by their district code', async () => {
    const { body } = await get<LegacyWardMapping[]>('legacy-wards/318');
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      legacyUnit: { name: 'Huyện Bạch Long Vĩ', level: 2 },
      unit: { code: '11948', name: 'Đặc khu Bạch Long Vĩ' },
      province: { name: 'Thành phố Hải Phòng' },
      partial: false,
    });
  });

  it('maps every legacy ward to at least one commune', async () => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM address_units l
      WHERE l.scheme = 'VN_LEGACY' AND l.level = 3
        AND NOT EXISTS (SELECT 1 FROM legacy_ward_mappings m WHERE m.legacy_unit_id = l.id)`.execute(
      server.engine.db,
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('answers an unknown code with an empty list and a malformed one with 400', async () => {
    const unknown = await get<LegacyWardMapping[]>('legacy-wards/99999');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ data: [], total: 0 });
    for (const code of ['12', '1234', 'abcde', '000190']) {
      const { status, body } = await get(`legacy-wards/${code}`);
      expect(status, code).toBe(400);
      expect(body.error, code).toBe('validation_error');
    }
  });
});

describe('GET /api/location/delivery-services', () => {
  const services = async (query: string, as: string) => {
    const { status, body } = await get<DeliveryService[]>(`delivery-services?${query}`, as);
    expect(status, `${as} ${query}`).toBe(200);
    expect(body.total).toBe(body.data.length);
    return body.data;
  };
  const HANOI = 11_000_001;
  const HO_CHI_MINH = 11_000_079;

  it('lists the caller’s org services in a province, same-day only in the biggest cities', async () => {
    const hanoi = await services(`regionId=${HANOI}`, 'vn1.agent');
    expect(hanoi.map((service) => [service.name, service.partner, service.sameDay, service.nextDay])).toEqual(
      [
        ['Giao hàng tiêu chuẩn', 'GENERAL', false, false],
        ['Giao hàng nhanh', 'GENERAL', false, true],
        ['Giao hàng trong ngày', 'GENERAL', true, false],
      ],
    );
    expect(hanoi.every((service) => service.orgId === 4 && service.regionId === HANOI && service.cod)).toBe(
      true,
    );
    expect(Object.keys(hanoi[0]!).sort()).toEqual([
      'cod',
      'id',
      'name',
      'nextDay',
      'orgId',
      'partner',
      'regionId',
      'sameDay',
    ]);

    const caoBang = await services('regionId=11000004', 'vn1.agent');
    expect(caoBang.map((service) => service.name)).toEqual(['Giao hàng tiêu chuẩn']);

    const bangkokId = byName(await units('provinces?country=TH'), 'กรุงเทพมหานคร').id;
    const bangkok = await services(`regionId=${bangkokId}`, 'th1.agent');
    expect(bangkok.map((service) => service.partner)).toEqual(['KERRY', 'DHL', 'SAP']);
    expect(bangkok.find((service) => service.partner === 'SAP')?.sameDay).toBe(true);

    const { rows } = await sql<{ regionId: number }>`
      SELECT DISTINCT region_id FROM delivery_services WHERE same_day ORDER BY region_id`.execute(
      server.engine.db,
    );
    expect(rows.map((row) => row.regionId)).toEqual([HANOI, HO_CHI_MINH, bangkokId]);
  });

  it('gives each demo org one to three services in every province of its country', async () => {
    const { rows } = await sql<{ orgId: number; provinces: number; least: number; most: number }>`
      SELECT org_id, count(*) AS provinces, min(n) AS least, max(n) AS most
      FROM (SELECT org_id, region_id, count(*) AS n FROM delivery_services GROUP BY org_id, region_id) per_region
      GROUP BY org_id ORDER BY org_id`.execute(server.engine.db);
    expect(
      rows.map((row) => [row.orgId, Number(row.provinces), Number(row.least), Number(row.most)]),
    ).toEqual([
      [4, 34, 1, 3],
      [10, 77, 3, 3],
      [15, 34, 1, 3],
    ]);
  });

  it('shows an org none of another org’s services', async () => {
    expect(await services(`regionId=${HANOI}`, 'th1.agent')).toEqual([]);
    const bangkokId = byName(await units('provinces?country=TH'), 'กรุงเทพมหานคร').id;
    expect(await services(`regionId=${bangkokId}`, 'vn1.agent')).toEqual([]);
    expect(await services(`regionId=${HANOI}&orgId=15`, 'vn1.agent')).toEqual([]);
    const vn4 = await services(`regionId=${HANOI}`, 'vn4.agent');
    expect(vn4.map((service) => service.name)).toEqual([
      'Giao hàng tiết kiệm',
      'Giao hàng nhanh',
      'Hỏa tốc nội thành',
    ]);
    expect(vn4.every((service) => service.orgId === 15)).toBe(true);
  });

  it('lets headquarters read every org’s services in a province, or one org’s', async () => {
    const all = await services(`regionId=${HANOI}`, 'hq.admin');
    expect(all).toHaveLength(6);
    expect(new Set(all.map((service) => service.orgId))).toEqual(new Set([4, 15]));
    const vn4 = await services(`regionId=${HANOI}&orgId=15`, 'hq.admin');
    expect(vn4).toHaveLength(3);
    expect(vn4.every((service) => service.orgId === 15)).toBe(true);
  });

  it('answers a province without services, or an unknown region, with an empty list', async () => {
    expect(await services('regionId=999999', 'vn1.agent')).toEqual([]);
    expect(await services('regionId=13000004', 'vn1.agent')).toEqual([]);
  });
});

describe('input checks and access', () => {
  it('refuses bad ids and missing parameters with 400 validation_error, changing nothing', async () => {
    const before = await tableCounts();
    for (const url of [
      'provinces?country=XX',
      'provinces?country=vn',
      'provinces?scheme=VN1',
      'provinces?country=TH&scheme=VN2025',
      'districts',
      'districts?provinceId=abc',
      'districts?provinceId=0',
      'districts?provinceId=-1',
      'districts?provinceId=1.5',
      'districts?provinceId=99999999999',
      'wards',
      'wards?districtId=1&provinceId=1',
      'wards?districtId=x',
      'neighborhoods',
      'neighborhoods?wardId=abc',
      'zipcodes',
      'zipcodes?wardId=1&districtId=1',
      'delivery-services',
      'delivery-services?regionId=abc',
      'delivery-services?regionId=1&orgId=x',
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body, url).toMatchObject({ code: 400, data: null, error: 'validation_error' });
    }
    expect(await tableCounts()).toEqual(before);
  });

  it('answers an unknown parent, or a unit of the wrong level, with an empty list', async () => {
    for (const url of [
      'districts?provinceId=999999',
      'districts?provinceId=13000004',
      'wards?districtId=999999',
      'wards?districtId=11000001',
      'wards?provinceId=999999',
      'wards?provinceId=22000001',
      'zipcodes?wardId=999999',
      'zipcodes?districtId=999999',
      'neighborhoods?wardId=999999',
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(200);
      expect(body, url).toMatchObject({ code: 200, data: [], total: 0 });
    }
  });

  it('is open to every role and closed without a token', async () => {
    expect(await units('provinces', 'vn1.auditor')).toHaveLength(34);
    const { status, body } = await server.call({ method: 'GET', url: '/api/location/provinces' });
    expect(status).toBe(401);
    expect(body.error).toBe('unauthorized');
    const post = await server.call({
      method: 'POST',
      url: '/api/location/postal-codes',
      payload: { postalCodes: ['10200'] },
    });
    expect(post.status).toBe(401);
  });
});
