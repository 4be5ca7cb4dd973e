import { SYNONYM_TYPE, SYNONYM_TYPE_IDS, type Synonym } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('vn1.agent');
});
afterAll(() => server.close());

const synonyms = (query: string, language?: string, as = token) =>
  server.call<Synonym[]>({
    method: 'GET',
    url: `/api/synonym/object${query}`,
    token: as,
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });

/** SPEC.md 3: synonymId, typeId, type, name, value, dscr, id, localizedName. */
const SPEC_FIELDS = ['dscr', 'id', 'localizedName', 'name', 'synonymId', 'type', 'typeId', 'value'];

describe('GET /api/synonym/object', () => {
  it('covers every type id of SPEC 7.1 and 9 plus lead statuses', () => {
    expect([...SYNONYM_TYPE_IDS].sort((a, b) => a - b)).toEqual([1, 5, 47, 49, 50, 53, 54, 55, 58]);
  });

  it.each([1, 5, 47, 49, 50, 53, 54, 55, 58])(
    'answers a non-empty list with the SPEC 3 fields for typeId=%i',
    async (typeId) => {
      const { status, body } = await synonyms(`?typeId=${typeId}`);
      expect(status).toBe(200);
      expect(body.code).toBe(200);
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.total).toBe(body.data.length);
      for (const entry of body.data) {
        expect(Object.keys(entry).sort()).toEqual(SPEC_FIELDS);
        expect(entry.typeId).toBe(typeId);
        expect(entry.synonymId).toBe(entry.id);
        expect(Number.isInteger(entry.value)).toBe(true);
        expect(entry.name.length).toBeGreaterThan(0);
        expect(entry.type.length).toBeGreaterThan(0);
        expect(entry.localizedName).toBe(entry.name);
        expect(entry.dscr === null || typeof entry.dscr === 'string').toBe(true);
      }
      expect(new Set(body.data.map((entry) => entry.value)).size).toBe(body.data.length);
      expect(new Set(body.data.map((entry) => entry.type)).size).toBe(1);
    },
  );

  it('lists the agent states of activity 53 with Unavailable 8 and Logout 2 (SPEC 4, 9)', async () => {
    const { body } = await synonyms(`?typeId=${SYNONYM_TYPE.AGENT_STATE}`);
    const byName = Object.fromEntries(body.data.map((entry) => [entry.name, entry.value]));
    expect(byName).toMatchObject({ Available: 1, Break: 3, Busy: 4, Unavailable: 8, Logout: 2 });
    // The seeded order is kept: the four states an agent picks come first.
    expect(body.data.slice(0, 4).map((entry) => entry.name)).toEqual([
      'Available',
      'Break',
      'Busy',
      'Unavailable',
    ]);
  });

  it('lists the lead statuses with the callback reason codes 35 and 34 (SPEC 4)', async () => {
    const { body } = await synonyms(`?typeId=${SYNONYM_TYPE.LEAD_STATUS}`);
    const values = body.data.map((entry) => entry.value);
    expect(values).toEqual(expect.arrayContaining([35, 34]));
    // The synthetic 'uncall' status is the client's, not stored.
    expect(values).not.toContain(0);
    expect(body.data.map((entry) => entry.id)).not.toContain(9999);
  });

  it('answers the Vietnamese name as localizedName with Accept-Language: vi', async () => {
    const english = await synonyms(`?typeId=${SYNONYM_TYPE.AGENT_STATE}`);
    const { status, body } = await synonyms(`?typeId=${SYNONYM_TYPE.AGENT_STATE}`, 'vi');
    expect(status).toBe(200);
    expect(body.message).toBe('Thành công!');
    const available = body.data.find((entry) => entry.value === 1)!;
    expect(available.name).toBe('Available');
    expect(available.localizedName).toBe('Sẵn sàng');
    // Same rows in the same order, only localizedName differs.
    expect(body.data.map(({ localizedName: _, ...rest }) => rest)).toEqual(
      english.body.data.map(({ localizedName: _, ...rest }) => rest),
    );
    for (const typeId of SYNONYM_TYPE_IDS) {
      const list = await synonyms(`?typeId=${typeId}`, 'vi');
      expect(
        list.body.data.some((entry) => entry.localizedName !== entry.name),
        `typeId ${typeId}`,
      ).toBe(true);
    }
  });

  it('answers the same lists to every org', async () => {
    const th1 = await server.login('th1.agent');
    const mine = await synonyms('?typeId=54');
    const theirs = await synonyms('?typeId=54', undefined, th1);
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toEqual(mine.body.data);
  });

  it('answers an empty list for a type with no entries', async () => {
    const { status, body } = await synonyms('?typeId=999');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.total).toBe(0);
  });

  it('refuses a missing or non-numeric typeId with 400 validation_error', async () => {
    for (const query of ['?typeId=abc', '', '?typeId=', '?typeId=0', '?typeId=-5', '?typeId=1.5']) {
      const { status, body } = await synonyms(query);
      expect(status, query).toBe(400);
      expect(body, query).toMatchObject({ code: 400, data: null, error: 'validation_error' });
      expect(body.message, query).toMatch(/^Invalid input: querystring typeId/);
    }
  });

  it('needs a token', async () => {
    const { status, body } = await server.call({ method: 'GET', url: '/api/synonym/object?typeId=1' });
    expect(status).toBe(401);
    expect(body.error).toBe('unauthorized');
  });
});
