/// <reference types="vite/client" />
import {
  CODE_CREATED_LEAD,
  CODE_OK,
  ENDPOINTS,
  type EndpointDefinition,
  type EndpointKey,
  mayCallEndpoint,
  ORG_ID,
  ROLE_SLUG,
  type RoleCode,
} from '@leadline/contracts';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FuzzBaselines, type FuzzFixtures, freshPhone, orderLines } from '../testing/fuzz-baselines.js';
import { multipartFile } from '../testing/multipart.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { LEAD_IMPORT_HEADERS, xlsxWorkbook } from '../testing/xlsx-fixtures.js';

/**
 * Hostile input against every call of the contracts' ENDPOINTS table (docs/api.md): for each call, a
 * valid request of a user its access row allows is taken as the baseline, and fast-check replaces
 * one or two of its fields (path, query, body, nested body fields) with hostile values: integers
 * beyond PostgreSQL's int4 and JavaScript's safe range, NUL characters, lone surrogates, very long
 * and unicode strings, wrong types, arrays and objects where scalars are expected; or the whole
 * body, or an unknown query field. Every answer must be the envelope without a 5xx, and a refused
 * request (HTTP status not 2xx, or an envelope code other than success) must change no row of the
 * business tables. HOSTILE_INPUT_SEED and HOSTILE_INPUT_RUNS change the seed and the runs.
 */

const SEED = Number(process.env.HOSTILE_INPUT_SEED ?? 15_2025);
const RUNS = Number(process.env.HOSTILE_INPUT_RUNS ?? 30);
/** Calls that take no input get fewer runs: only unknown query fields and bodies vary. */
const RUNS_WITHOUT_INPUT = Math.max(3, Math.ceil(RUNS / 5));

/** The push stream never ends: it is the one call left out. */
const SKIPPED: readonly EndpointKey[] = ['pushStream'];
/** Calls that block a user or end sessions run last, so they cannot starve the others. */
const LAST: readonly EndpointKey[] = ['blockAgent', 'agentUpdate', 'token', 'forgotPassword', 'logout'];
/** Calls that may end sessions of the callers (a block revokes the target's tokens). */
const SESSION_ENDING: readonly EndpointKey[] = ['blockAgent', 'agentUpdate'];
/** The address the login and forgot-password fuzzing comes from (their rate limits count per address). */
const FUZZ_ADDRESS = '198.51.100.23';

const INT4_MAX = 2_147_483_647;
const MAX_SAFE = Number.MAX_SAFE_INTEGER;
const LONG_TEXT = 'x'.repeat(10_001);

/** Numbers no demo row has as an id, and numbers no integer column holds. */
const HOSTILE_NUMBERS = [
  2 ** 31,
  INT4_MAX,
  MAX_SAFE,
  -MAX_SAFE,
  -1,
  0,
  -(2 ** 31) - 1,
  2 ** 63,
  1e308,
  -1e308,
  1.5,
  5e-324,
];
const HOSTILE_TEXTS = [
  '2147483648',
  '9007199254740991',
  '-9007199254740991',
  '18446744073709551616',
  '-1',
  '1e308',
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  ' 1 ',
  '1.5',
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000\u0000\u0000',
  LONG_TEXT,
  '😀🎉',
  'Nguyễn Văn Ánh',
  '\uD800',
  'x\uDFFF',
  '\u202Eevil',
  "'; DROP TABLE leads; --",
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '2025-02-30',
  '0000-01-01',
  '0000-12-31T23:59:59Z',
  '0000-06-01T00:00:00+07:00',
  '275760-09-13T00:00:00.000Z',
  '2025-13-01T00:00:00Z',
  'true',
  'null',
  '[]',
  '{}',
];

/** Integers far from any demo id (fast-check favours small values, and small ids are real users). */
const farInteger = fc.oneof(
  fc.integer({ min: 1_000_000, max: INT4_MAX }),
  fc.integer({ min: 2 ** 31, max: MAX_SAFE }),
  fc.integer({ min: -MAX_SAFE, max: -1 }),
);
const hostileNumber = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: farInteger },
  { weight: 1, arbitrary: fc.double() },
);
const hostileText = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 2, arbitrary: hostileNumber.map(String) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }).map((text) => `a${text}\u0000`) },
);
/** A JSON value where a field is expected: scalars of every type, arrays and objects. */
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileNumber },
  { weight: 4, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileNumber, hostileText), { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(hostileText, fc.oneof(hostileNumber, hostileText), { maxKeys: 2 }),
  },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 600 }, () => 2 ** 31)) },
);
/** A query or form value: one text or a repeated field. */
const hostileQueryValue: fc.Arbitrary<string | string[]> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.array(hostileText, { minLength: 1, maxLength: 3 }) },
);

type Path = readonly (string | number)[];
type QueryValue = string | string[];

interface Plan {
  params: [Path, string][];
  query: [Path, QueryValue][];
  body: [Path, unknown][];
  extraQuery: [string, QueryValue] | null;
  wholeBody: { value: unknown } | null;
  language: 'en' | 'vi';
}

// ---------------------------------------------------------------------------------------------
// The fields of a zod schema (zod 4's definitions), to know what to replace.

interface ZodDef {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: unknown): ZodDef => (schema as { _zod: { def: ZodDef } })._zod.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema a client's value meets first: wrappers removed, a pipe's input (a preprocess's output). */
function unwrap(schema: unknown): unknown {
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type)) current = def.innerType;
    else if (def.type === 'pipe') current = defOf(def.in).type === 'transform' ? def.out : def.in;
    else return current;
  }
  return current;
}

/** Paths of the fields of an object schema, nested objects and the first element of arrays included. */
function fieldPaths(schema: unknown, prefix: Path = [], depth = 0): Path[] {
  if (!schema || depth > 3) return [];
  const def = defOf(unwrap(schema));
  if (def.type !== 'object') return [];
  return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, field]) => {
    const path = [...prefix, key];
    const inner = defOf(unwrap(field));
    const nested =
      inner.type === 'object'
        ? fieldPaths(field, path, depth + 1)
        : inner.type === 'array'
          ? fieldPaths(inner.element, [...path, 0], depth + 1)
          : [];
    return [path, ...nested];
  });
}

const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (typeof head === 'number') {
    const list: unknown[] = Array.isArray(root) ? [...root] : [];
    list[head] = setAt(list[head], rest, value);
    return list;
  }
  const fields: Record<string, unknown> =
    root && typeof root === 'object' && !Array.isArray(root) ? { ...(root as Record<string, unknown>) } : {};
  fields[head] = setAt(fields[head], rest, value);
  return fields;
}

/** Percent-encodes UTF-8 (a lone surrogate becomes U+FFFD, as a browser would send it). */
function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));

function encodePairs(fields: Record<string, unknown>): string {
  return Object.entries(fields)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map(
        (item) => `${percentEncode(key)}=${percentEncode(asText(item))}`,
      ),
    )
    .join('&');
}

const short = (text: string, max = 240) =>
  text.length > max ? `${text.slice(0, max)}…(${text.length})` : text;

// ---------------------------------------------------------------------------------------------

let server: TestServer;
const tokens = new Map<string, Promise<string>>();
const tokenOf = (userName: string) => {
  let token = tokens.get(userName);
  if (!token) {
    token = server.login(userName);
    tokens.set(userName, token);
  }
  return token;
};

/** The role a call is made as: an agent where the row allows one (the deepest paths), else an administrator. */
const ROLE_PREFERENCE: readonly RoleCode[] = [12, 11, 16, 15, 14, 24, 23, 20, 21, 27, 17, 18, 19, 22, 28];

/**
 * Callers that reach deeper than the preferred role: the auto-dialer works in VN4 only (SPEC.md
 * 2.4); an agent no longer works the lead of an approved order, an administrator edits its SO.
 */
const CALLER_OVERRIDES: Partial<Record<EndpointKey, string>> = {
  autoDialerNext: 'vn4.agent',
  updateSaleOrder: 'vn1.admin',
  // Pending postback's country check: in VN only the director (24) gets past it.
  pendingPostbackList: 'vn1.director',
  postbackAttempts: 'vn1.director',
  manualPostback: 'vn1.director',
  resendPostbacks: 'vn1.director',
};

function callerOf(key: EndpointKey): string | null {
  const definition: EndpointDefinition = ENDPOINTS[key];
  if (definition.access === 'public') return null;
  const override = CALLER_OVERRIDES[key];
  if (override) return override;
  const role = ROLE_PREFERENCE.find((candidate) => mayCallEndpoint(definition, [candidate]));
  if (role === undefined) throw new Error(`no demo role may call ${key}`);
  return `vn1.${ROLE_SLUG[role]}`;
}

let fx: FuzzFixtures;

async function one<T>(query: RawBuilder<T>): Promise<T> {
  const { rows } = await query.execute(server.engine.db);
  const row = rows[0];
  if (!row) throw new Error(`no fixture row for ${query.compile(server.engine.db).sql}`);
  return row;
}

/** A new VN1 product of the fixtures (catalogue management's writes change it, not the demo catalogue). */
const freshProductId = async (trashed = false) =>
  (
    await one(
      sql<{ id: number }>`INSERT INTO products (org_id, sku, name, product_type, price, trashed_at)
        VALUES (${ORG_ID.VN1}, ${`FUZZ-${Math.random().toString(36).slice(2)}`}, 'Fuzz', 1, '1000',
          ${trashed ? new Date() : null})
        RETURNING id`,
    )
  ).id;
const freshPromotionId = async () =>
  (
    await one(
      sql<{ id: number }>`INSERT INTO promotions (org_id, code, name, discount_percent, starts_at)
        VALUES (${ORG_ID.VN1}, ${`FUZZ-${Math.random().toString(36).slice(2)}`}, 'Fuzz', 5, now())
        RETURNING id`,
    )
  ).id;

/**
 * A valid request of each call with input, made as callerOf(key): each module declares its calls'
 * in its own `<module>.fuzz.ts` (testing/fuzz-baselines.ts), collected here.
 */
const MODULE_BASELINES = import.meta.glob<{ fuzzBaselines: FuzzBaselines }>('../modules/*/*.fuzz.ts', {
  eager: true,
});
const BASELINES: FuzzBaselines = Object.assign(
  {},
  ...Object.values(MODULE_BASELINES).map((file) => file.fuzzBaselines),
);

// ---------------------------------------------------------------------------------------------
// The business tables a refused request must leave alone. Login attempts and the audit log are
// written on refusals by design (rate limits, denied calls); they are not business data.

/** The business tables a refused request must not write to. */
const WATCHED_TABLES = [
  'users',
  'user_roles',
  'user_settings',
  'user_shortcuts',
  'leads',
  'calls',
  'callbacks',
  'sale_orders',
  'sale_order_items',
  'sale_order_payments',
  'delivery_orders',
  'campaigns',
  'calling_lists',
  'products',
  'stock',
  'promotions',
  'agent_states',
  'telephony_settings',
  'delivery_services',
  'jobs',
  'logistics_settings',
  'agent_groups',
  'agent_group_campaigns',
  'history',
  'lead_imports',
  'agent_activity_log',
  'call_recordings',
  'tracking_code_logs',
] as const;

/**
 * Every row written to a watched table (insert, update, delete) is counted by a row trigger that
 * this file installs in its own test database; a refused request must leave every count as it was.
 * Stricter than comparing the tables' contents (an UPDATE writing the same values counts too), and
 * one read of a small table per request instead of hashing every row of the watched tables, which
 * took a third of this file's time.
 */
async function watchWrites(): Promise<void> {
  const db = server.engine.db;
  await sql`CREATE TABLE test_row_writes (table_name text PRIMARY KEY, writes bigint NOT NULL)`.execute(db);
  // SECURITY DEFINER: the requests run as the scoped roles, which may not write this table.
  await sql`
    CREATE FUNCTION test_count_row_write() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
    BEGIN
      INSERT INTO test_row_writes AS w VALUES (TG_TABLE_NAME, 1)
      ON CONFLICT (table_name) DO UPDATE SET writes = w.writes + 1;
      RETURN NULL;
    END $$`.execute(db);
  for (const table of WATCHED_TABLES)
    await sql`CREATE TRIGGER test_count_row_write AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION test_count_row_write()`.execute(db);
}

async function fingerprint(): Promise<Record<string, string>> {
  const { rows } = await sql<{ watched: string; writes: string }>`
    SELECT table_name AS watched, writes::text AS writes FROM test_row_writes`.execute(server.engine.db);
  return Object.fromEntries(rows.map((row) => [row.watched, row.writes]));
}

const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (table) => before[table] !== after[table],
  );

/** Waits for the simulated calls an accepted request started to end (the simulator writes as they go). */
async function settle(): Promise<void> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const { open } = await one(
      sql<{
        open: number;
      }>`SELECT count(*)::int AS open FROM calls WHERE ended_at IS NULL AND started_at > now() - interval '1 hour'`,
    );
    if (open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// ---------------------------------------------------------------------------------------------

async function materialize(key: EndpointKey, plan: Plan): Promise<InjectOptions & { url: string }> {
  const definition: EndpointDefinition = ENDPOINTS[key];
  const baseline = (await BASELINES[key]?.(fx)) ?? {};
  let params: Record<string, unknown> = { ...baseline.params };
  for (const [path, value] of plan.params) params = setAt(params, path, value) as Record<string, unknown>;
  let query: Record<string, unknown> = { ...baseline.query };
  for (const [path, value] of plan.query) query = setAt(query, path, value) as Record<string, unknown>;
  if (plan.extraQuery) query[plan.extraQuery[0]] = plan.extraQuery[1];
  let body: unknown = baseline.body;
  for (const [path, value] of plan.body) body = setAt(body, path, value);
  if (plan.wholeBody) body = plan.wholeBody.value;

  const path = definition.path.replace(/:(\w+)/g, (_, name: string) =>
    percentEncode(asText(params[name] ?? '1')),
  );
  const search = encodePairs(query);
  const url = search ? `${path}?${search}` : path;
  const headers: Record<string, string> = { 'accept-language': plan.language };
  const caller = callerOf(key);
  if (caller) headers.authorization = `Bearer ${await tokenOf(caller)}`;
  const options: InjectOptions & { url: string } = { method: definition.method, url, headers };
  if (key === 'token' || key === 'forgotPassword') options.remoteAddress = FUZZ_ADDRESS;
  if (definition.method === 'GET') return options;
  if (definition.upload) {
    // The body of an upload is another issue's (readUpload): a well-formed file, hostile path and query.
    const upload = multipartFile(fx.importFile, { name: 'leads.xlsx', type: 'application/octet-stream' });
    headers['content-type'] = upload.headers['content-type'];
    options.payload = upload.payload;
  } else if (definition.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    options.payload =
      body && typeof body === 'object' && !Array.isArray(body)
        ? encodePairs(body as Record<string, unknown>)
        : asText(body);
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(body) ?? 'null';
  }
  return options;
}

/** A value once in `every` draws, null otherwise. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, every: number): fc.Arbitrary<T | null> =>
  fc.oneof({ weight: every - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

function planArbitrary(key: EndpointKey): { plan: fc.Arbitrary<Plan>; hasInput: boolean } {
  const definition: EndpointDefinition = ENDPOINTS[key];
  const paramPaths: Path[] = pathParams(definition.path).map((name) => [name]);
  const queryPaths = fieldPaths(definition.query).filter((path) => path.length === 1);
  const bodyPaths = definition.upload ? [] : fieldPaths(definition.body);
  const mutations = <T>(paths: Path[], value: fc.Arbitrary<T>) =>
    paths.length === 0
      ? fc.constant([] as [Path, T][])
      : fc.array(fc.tuple(fc.constantFrom(...paths), value), { minLength: 0, maxLength: 2 });
  const takesBody = definition.method !== 'GET' && !definition.upload;
  const plan = fc
    .record({
      params: mutations(paramPaths, hostileText),
      query: mutations(queryPaths, hostileQueryValue),
      body: mutations(bodyPaths, hostileJson),
      // Now and then an unknown query field, or a whole body of the wrong kind.
      extraQuery: sometimes(fc.tuple(hostileText, hostileQueryValue), 4),
      wholeBody: takesBody
        ? sometimes(
            hostileJson.map((value) => ({ value })),
            8,
          )
        : fc.constant(null),
      language: fc.constantFrom('en' as const, 'vi' as const),
    })
    .filter(
      (candidate) =>
        candidate.params.length + candidate.query.length + candidate.body.length > 0 ||
        candidate.extraQuery !== null ||
        candidate.wholeBody !== null,
    );
  const hasInput = paramPaths.length + queryPaths.length + bodyPaths.length > 0;
  return { plan, hasInput };
}

const isJson = (response: LightMyRequestResponse) =>
  String(response.headers['content-type'] ?? '').startsWith('application/json');

const ORDERED_KEYS: EndpointKey[] = [
  ...(Object.keys(ENDPOINTS) as EndpointKey[]).filter((key) => !SKIPPED.includes(key) && !LAST.includes(key)),
  ...LAST,
];

const stats = {
  requests: 0,
  refused: 0,
  byStatus: new Map<number, number>(),
  /** Accepted requests per call: a call with none was only ever refused (its baseline is refused too). */
  accepted: new Map<EndpointKey, number>(),
  startedAt: 0,
};

beforeAll(async () => {
  server = await startTestServer({
    // Simulated calls end within milliseconds, so that they settle between requests.
    TELEPHONY_SIM_SPEED: '10000',
    TELEPHONY_SIM_SEED: 'hostile-input',
    TELEPHONY_PBX_TIMEOUT_MS: '300',
    // Nothing moves in the background (the demo's queued sends, the parcels' simulator, the DHL
    // poll): a refused request must be seen to change no row.
    JOB_POLL_MS: '0',
    LOGISTICS_SIM_TICK_MS: '0',
    LOGISTICS_POLL_MS: '0',
  });
  const db = server.engine.db;
  const userId = async (userName: string) =>
    (await one(sql<{ id: number }>`SELECT id FROM users WHERE user_name = ${userName}`)).id;
  const agentId = await userId('vn1.agent');
  const leads = (
    await sql<{ id: number; phone: string }>`
      SELECT id, phone_raw AS phone FROM leads
      WHERE org_id = ${ORG_ID.VN1} AND assignee_id = ${agentId} AND lead_status = 1 AND type_lead = 'lead'
      ORDER BY id LIMIT 3`.execute(db)
  ).rows;
  const [lead, reassignLead, orderLead] = leads;
  if (!lead || !reassignLead || !orderLead) throw new Error('not enough demo leads of vn1.agent');
  const product = await one(
    sql<{
      id: number;
    }>`SELECT id FROM products WHERE org_id = ${ORG_ID.VN1} AND product_type = 1 AND status = 1 ORDER BY id LIMIT 1`,
  );
  const combo = await one(
    sql<{
      id: number;
    }>`SELECT id FROM products WHERE org_id = ${ORG_ID.VN1} AND product_type = 2 ORDER BY id LIMIT 1`,
  );
  const campaign = await one(
    sql<{ id: number; listId: number }>`
      SELECT c.id, l.id AS list_id FROM campaigns c JOIN calling_lists l ON l.campaign_id = c.id
      WHERE c.org_id = ${ORG_ID.VN1} ORDER BY c.id, l.id LIMIT 1`,
  );
  const reason = await one(
    sql<{ id: number }>`SELECT id FROM reasons WHERE kind = 'CALLBACK_CONSULTING' ORDER BY id LIMIT 1`,
  );
  const ward = await one(
    sql<{ id: number; provinceId: number }>`
      SELECT id, parent_id AS province_id FROM address_units WHERE scheme = 'VN2025' AND level = 3 ORDER BY id LIMIT 1`,
  );
  const legacyWard = await one(
    sql<{ code: string; provinceId: number }>`
      SELECT w.code, d.parent_id AS province_id FROM address_units w JOIN address_units d ON d.id = w.parent_id
      WHERE w.scheme = 'VN_LEGACY' AND w.level = 3 AND w.code IS NOT NULL ORDER BY w.id LIMIT 1`,
  );
  const postal = await one(
    sql<{ code: string }>`SELECT code FROM postal_codes WHERE code ~ '^[0-9]{4,6}$' ORDER BY code LIMIT 1`,
  );
  const region = await one(
    sql<{
      regionId: number;
    }>`SELECT region_id FROM delivery_services WHERE org_id = ${ORG_ID.VN1} ORDER BY id LIMIT 1`,
  );

  // The agent gets the web phone (dial, mute, hang up), a call and a pending sale order, made the
  // way the screens make them.
  const listed = await server.app.inject({
    method: 'PUT',
    url: '/api/telephony/settings',
    headers: { authorization: `Bearer ${await tokenOf('vn1.admin')}` },
    payload: { webPhoneUserIds: [agentId] },
  });
  expect(listed.json(), listed.body).toMatchObject({ code: CODE_OK });
  const agentToken = await tokenOf('vn1.agent');
  const call = (options: InjectOptions) =>
    server.app.inject({
      ...options,
      headers: { ...(options.headers ?? {}), authorization: `Bearer ${agentToken}` },
    });
  const started = await call({
    method: 'GET',
    url: `/api/phone/${encodeURIComponent(orderLead.phone)}?leadId=${orderLead.id}`,
  });
  expect(started.json()).toMatchObject({ code: CODE_OK });
  const callId = started.json().data.callId as number;
  await settle();
  const saved = await call({
    method: 'PUT',
    url: `/api/orders/lead-info/${orderLead.id}`,
    payload: {
      version: (await one(sql<{ version: number }>`SELECT version FROM leads WHERE id = ${orderLead.id}`))
        .version,
      leadStatus: 2,
      saleOrder: { paymentMethodId: 1, items: [{ prodId: product.id, quantity: 1 }] },
    },
  });
  expect(saved.json(), saved.body).toMatchObject({ code: CODE_OK });
  const saleOrderId = saved.json().data.soData.id as number;
  const validationSo = await one(
    sql<{ id: number }>`SELECT id FROM sale_orders WHERE org_id = ${ORG_ID.VN1} AND status = 1
      AND id <> ${saleOrderId} ORDER BY id LIMIT 1`,
  );

  fx = {
    db,
    agentId,
    blockTargetId: await userId('vn1.expiring'),
    lead,
    reassignLeadId: reassignLead.id,
    trashedLeadId: (
      await one(
        sql<{
          id: number;
        }>`SELECT id FROM leads WHERE org_id = ${ORG_ID.VN1} AND lead_status = 7 ORDER BY id LIMIT 1`,
      )
    ).id,
    saleOrderId,
    validationSoId: validationSo.id,
    productId: product.id,
    comboId: combo.id,
    managedProductId: await freshProductId(),
    trashProductId: await freshProductId(),
    trashedProductId: await freshProductId(true),
    promotionId: await freshPromotionId(),
    warehouseId: (
      await one(
        sql<{ id: number }>`SELECT id FROM warehouses WHERE org_id = ${ORG_ID.VN1} ORDER BY id LIMIT 1`,
      )
    ).id,
    campaignId: campaign.id,
    callingListId: campaign.listId,
    callId,
    callbackReasonId: reason.id,
    provinceId: ward.provinceId,
    wardId: ward.id,
    legacyProvinceId: legacyWard.provinceId,
    legacyWardCode: legacyWard.code,
    postalCode: postal.code,
    regionId: region.regionId,
    clientId: server.config.webClient.id,
    importFile: await xlsxWorkbook([LEAD_IMPORT_HEADERS, ['Fuzz Import', freshPhone()]]),
  };
  // Every caller logs in before any login is fuzzed (the login rate limit counts failures).
  for (const key of ORDERED_KEYS) {
    const caller = callerOf(key);
    if (caller) await tokenOf(caller);
  }
  await watchWrites();
  const docs = await server.app.inject({ method: 'GET', url: '/api/docs' });
  apiDocument = docs.json();
  stats.startedAt = Date.now();
}, 120_000);

let apiDocument: { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

/**
 * Whether the API document lists the answer (every answer a call gives is documented, docs/api.md):
 * its HTTP status among the call's responses and, in HTTP 200, its envelope code the success code
 * or one of the call's outcomes.
 */
function documented(definition: EndpointDefinition, status: number, code: number | undefined): boolean {
  const path = definition.path.replace(/:(\w+)/g, '{$1}');
  const responses = apiDocument.paths[path]?.[definition.method.toLowerCase()]?.responses ?? {};
  if (!(String(status) in responses)) return false;
  if (status !== 200 || code === undefined) return true;
  const codes = [
    definition.successCode ?? CODE_OK,
    ...(definition.outcomes ?? []).map((outcome) => outcome.code),
  ];
  return codes.includes(code);
}

afterAll(async () => {
  const seconds = ((Date.now() - stats.startedAt) / 1000).toFixed(1);
  const statuses = [...stats.byStatus.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`);
  const neverAccepted = ORDERED_KEYS.filter((key) => !stats.accepted.get(key));
  console.info(
    `hostile input on ${server?.engine.kind}: seed ${SEED}, ${ORDERED_KEYS.length} endpoints, ${stats.requests} requests (${stats.refused} refused; ${statuses.join(' ')}) in ${seconds} s; never accepted: ${neverAccepted.join(', ') || 'none'}`,
  );
  await server?.close();
});

/** What the sweep once found, each a request that answered 500 before: kept as plain cases. */
describe('the values of the sweep are refused as input, with a clear message', () => {
  const BIG = 2 ** 31;
  const UNSAFE = 2 ** 53 - 1;
  const unstorable = 'the text contains a character that cannot be stored (NUL or an unpaired surrogate)';
  const cases: [string, () => InjectOptions & { user: string | null }, string][] = [
    ['user id', () => ({ user: 'vn1.admin', method: 'GET', url: `/api/users/${BIG}` }), 'params id: Too big'],
    [
      'synonym type',
      () => ({ user: 'vn1.agent', method: 'GET', url: `/api/synonym/object?typeId=${UNSAFE}` }),
      'querystring typeId: Too big',
    ],
    [
      'order list filters',
      () => ({ user: 'vn1.agent', method: 'GET', url: `/api/orders/list?leadStatus=${BIG}&campaignId=1` }),
      'querystring leadStatus: Too big',
    ],
    [
      'management filters',
      () => ({
        user: 'vn1.manager',
        method: 'POST',
        url: '/api/orders/management',
        payload: { soStatus: [1], doStatus: [BIG], agentId: [UNSAFE] },
      }),
      'body doStatus.0: Too big',
    ],
    [
      'hold lead',
      () => ({ user: 'vn1.agent', method: 'POST', url: '/api/orders/hold-lead', payload: { leadId: BIG } }),
      'body leadId: Too big',
    ],
    [
      'reassign',
      () => ({
        user: 'vn1.admin',
        method: 'POST',
        url: '/api/orders/reassign',
        payload: { leadIds: [fx.lead.id], agentId: UNSAFE },
      }),
      'body agentId: Too big',
    ],
    [
      'callback schedule',
      () => ({
        user: 'vn1.agent',
        method: 'POST',
        url: '/api/callback/schedule',
        payload: {
          leadId: BIG,
          leadStatus: 35,
          reasonId: fx.callbackReasonId,
          scheduledAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        },
      }),
      'body leadId: Too big',
    ],
    [
      'a :leadId route',
      () => ({ user: 'vn1.agent', method: 'GET', url: `/api/lead/${UNSAFE}/history` }),
      'params leadId: Too big',
    ],
    [
      'an export',
      () => ({
        user: 'vn1.manager',
        method: 'POST',
        url: '/api/orders/management/export/commission',
        payload: { campaignId: [BIG] },
      }),
      'body campaignId.0: Too big',
    ],
    [
      'hexadecimal id',
      () => ({ user: 'vn1.admin', method: 'GET', url: '/api/users/0x10' }),
      'params id: Invalid input: expected number, received string',
    ],
    [
      'search',
      () => ({ user: 'vn1.admin', method: 'GET', url: '/api/users?search=a%00' }),
      `querystring search: ${unstorable}`,
    ],
    [
      'login user name (form)',
      () => ({
        user: null,
        method: 'POST',
        url: '/oauth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `grant_type=password&username=vn1.agent%00&password=x&client_id=${fx.clientId}`,
      }),
      `body username: ${unstorable}`,
    ],
    [
      'forgot password',
      () => ({
        user: null,
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { username: 'vn1.agent\u0000' },
      }),
      `body username: ${unstorable}`,
    ],
    [
      'create lead',
      () => ({
        user: 'vn1.agent',
        method: 'POST',
        url: '/api/lead',
        payload: { customerName: 'A\u0000', phone: freshPhone(), campaignId: fx.campaignId, note: 'n\u0000' },
      }),
      `body customerName: ${unstorable}`,
    ],
    [
      'order creation',
      () => ({
        user: 'vn1.agent',
        method: 'POST',
        url: '/api/orders/create/lead',
        payload: {
          customerName: 'Fuzz',
          phone: freshPhone(),
          campaignId: fx.campaignId,
          street: '1 \u0000 street',
          saleOrder: orderLines(fx),
        },
      }),
      `body street: ${unstorable}`,
    ],
  ];

  it.each(cases)('%s', async (_, request, details) => {
    const { user, ...options } = request();
    const token = user ? await tokenOf(user) : null;
    const before = await fingerprint();
    const response = await server.app.inject({
      ...options,
      ...(token ? { headers: { ...options.headers, authorization: `Bearer ${token}` } } : {}),
      ...(token ? {} : { remoteAddress: FUZZ_ADDRESS }),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      message: expect.stringContaining(details),
      data: null,
      error: 'validation_error',
    });
    expect(response.json().message).toMatch(/^Invalid input: /);
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });
});

describe('hostile input', () => {
  it("collects each call's baseline from exactly one module, and only calls of ENDPOINTS", () => {
    const declared = Object.entries(MODULE_BASELINES).flatMap(([file, { fuzzBaselines }]) =>
      Object.keys(fuzzBaselines).map((key) => `${key} (${file})`),
    );
    const keys = declared.map((entry) => entry.split(' ')[0] as string);
    expect(declared.filter((_, index) => keys.indexOf(keys[index] as string) !== index)).toEqual([]);
    expect(keys.filter((key) => !(key in ENDPOINTS))).toEqual([]);
    expect(Object.keys(MODULE_BASELINES).length).toBeGreaterThan(20);
  });

  it('every call with input has a valid baseline request (so the hostile fields reach past validation)', async () => {
    const invalid: string[] = [];
    for (const key of ORDERED_KEYS) {
      const definition: EndpointDefinition = ENDPOINTS[key];
      const baseline = (await BASELINES[key]?.(fx)) ?? {};
      for (const [part, schema, value] of [
        ['params', definition.params, baseline.params],
        ['query', definition.query, baseline.query],
        ['body', definition.upload ? undefined : definition.body, baseline.body],
      ] as const) {
        if (!schema) continue;
        const input =
          part === 'params' && value
            ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]))
            : value;
        const result = schema.safeParse(input ?? {});
        if (!result.success) invalid.push(`${key} ${part}: ${result.error.message}`);
      }
    }
    expect(invalid).toEqual([]);
  });

  it.each(ORDERED_KEYS)(
    '%s: no 5xx, always the envelope, no row changed by a refusal',
    async (key) => {
      const definition: EndpointDefinition = ENDPOINTS[key];
      const { plan, hasInput } = planArbitrary(key);
      // Logging in changes the caller's presence: it happens before the first fingerprint.
      const caller = callerOf(key);
      if (caller) await tokenOf(caller);
      let before = await fingerprint();
      await fc.assert(
        fc.asyncProperty(plan, async (candidate) => {
          const request = await materialize(key, candidate);
          const response = await server.app.inject(request);
          const status = response.statusCode;
          stats.requests++;
          stats.byStatus.set(status, (stats.byStatus.get(status) ?? 0) + 1);
          const payload = typeof request.payload === 'string' ? request.payload : '';
          const where = `${request.method} ${short(request.url)} ${short(payload)} -> ${status} ${short(response.body)}`;
          if (process.env.HOSTILE_INPUT_DEBUG?.split(',').includes(key)) console.info(where);
          expect(status, where).toBeLessThan(500);

          const fileAnswer = (definition.file !== undefined || key === 'cdrRecording') && status < 400;
          let code: number | undefined;
          if (!fileAnswer || isJson(response)) {
            expect(isJson(response), where).toBe(true);
            const envelope = response.json() as Record<string, unknown>;
            expect(typeof envelope.code, where).toBe('number');
            expect(typeof envelope.message, where).toBe('string');
            expect('data' in envelope, where).toBe(true);
            code = envelope.code as number;
          }
          expect(documented(definition, status, code), `not in the API document: ${where}`).toBe(true);
          const success =
            status >= 200 &&
            status < 300 &&
            (code === undefined || code === CODE_OK || (key === 'createLead' && code === CODE_CREATED_LEAD));
          if (success) {
            stats.accepted.set(key, (stats.accepted.get(key) ?? 0) + 1);
            await settle();
          } else {
            stats.refused++;
          }
          const after = await fingerprint();
          if (!success)
            expect(changedTables(before, after), `rows changed by a refusal: ${where}`).toEqual([]);
          before = after;
        }),
        {
          seed: SEED + ORDERED_KEYS.indexOf(key),
          numRuns: hasInput ? RUNS : RUNS_WITHOUT_INPUT,
          endOnFailure: true,
        },
      );
      // A fuzzed block may have hit a caller (its tokens are revoked): later calls log in anew.
      if (SESSION_ENDING.includes(key)) tokens.clear();
    },
    120_000,
  );
});
