import SwaggerParser from '@apidevtools/swagger-parser';
import {
  ENDPOINTS,
  type EndpointDefinition,
  type EndpointKey,
  LEAD_STATUS,
  mayCallEndpoint,
  ORG_ID,
  ROLE_SLUG,
  type RoleCode,
} from '@leadline/contracts';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Ajv } from 'ajv';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { openApiPath } from './openapi.js';

interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, OpenApiResponse>;
}

interface OpenApiResponse {
  description: string;
  content?: Record<string, { schema: Record<string, unknown> }>;
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, unknown> };
}

let server: TestServer;
let document: OpenApiDocument;
const endpoints = Object.entries(ENDPOINTS) as [EndpointKey, EndpointDefinition][];
const operationOf = (endpoint: EndpointDefinition) =>
  document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];

beforeAll(async () => {
  server = await startTestServer();
  const response = await server.app.inject({ method: 'GET', url: '/api/docs' });
  expect(response.statusCode).toBe(200);
  document = response.json();
  // The server's start (migrations, demo data) takes longer than the hook's default on a busy machine.
}, 180_000);
afterAll(() => server.close());

describe('GET /api/docs', () => {
  it('answers an OpenAPI 3 document without a token', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Leadline API');
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.security).toEqual([{ bearerAuth: [] }]);
  });

  it.each(endpoints)('documents %s with its method, summary and 200 answer', (_key, endpoint) => {
    const operation = operationOf(endpoint);
    expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
    expect(operation!.summary).toBe(endpoint.summary);
    expect(operation!.tags).toEqual([endpoint.tag]);
    expect(operation!.responses['200']).toBeDefined();
    // A public call says it needs no token; the others inherit the document's bearer token.
    if (endpoint.access === 'public') expect(operation!.security).toEqual([]);
    else expect(operation!.security).toBeUndefined();
    if (endpoint.body) {
      const contentType = endpoint.form ? 'application/x-www-form-urlencoded' : 'application/json';
      expect(Object.keys(operation!.requestBody?.content ?? {})).toEqual([contentType]);
    }
  });

  it('documents path parameters and query strings', () => {
    const getUser = document.paths['/api/users/{id}']?.get;
    expect(getUser?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path' })]),
    );
    const synonyms = document.paths['/api/synonym/object']?.get;
    expect(synonyms?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'typeId', in: 'query' })]),
    );
  });

  it('has no path that the contracts do not list', () => {
    const listed = new Set(endpoints.map(([, endpoint]) => openApiPath(endpoint.path)));
    expect(Object.keys(document.paths).filter((path) => !listed.has(path))).toEqual([]);
  });
});

/** What an integrator's tools do with the document first (both once stopped on it). */
describe('the API document is valid', () => {
  it('validates with swagger-parser', async () => {
    // swagger-parser resolves the document in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it("passes redocly's recommended rules without an error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: '/api/docs.json',
      config,
    });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`);
    expect(errors).toEqual([]);
  });
});

/** The demo role a call is made as: an agent where the row allows one, else the first that may. */
const ROLE_PREFERENCE: readonly RoleCode[] = [12, 11, 16, 15, 14, 24, 23, 20, 21, 27, 17, 18, 19, 22, 28];

/** GETs that take no input and answer the envelope (not a file, not the push stream). */
const plainGets = endpoints.filter(
  ([key, endpoint]) =>
    endpoint.method === 'GET' &&
    !endpoint.params &&
    !endpoint.file &&
    key !== 'pushStream' &&
    (!endpoint.query || endpoint.query.safeParse({}).success),
);

const tokens = new Map<string, Promise<string>>();
const tokenOf = (userName: string) => {
  if (!tokens.has(userName)) tokens.set(userName, server.login(userName));
  return tokens.get(userName) as Promise<string>;
};

let ajv: Ajv | undefined;
/** The errors of `answer` against the document's schema of the call's answer with `status`. */
function answerErrors(endpoint: EndpointDefinition, status: number, answer: unknown): unknown[] {
  if (!ajv) {
    // The document as a schema: the answers' schemas are read from it by pointer, their
    // references resolved against it. OpenAPI's own keywords (example, style) are not JSON Schema's.
    ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
    ajv.addSchema(document, 'openapi.json');
  }
  const pointer = [
    'paths',
    openApiPath(endpoint.path),
    endpoint.method.toLowerCase(),
    'responses',
    String(status),
    'content',
    'application/json',
    'schema',
  ]
    .map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1'))
    .join('/');
  const validate = ajv.getSchema(`openapi.json#/${pointer}`);
  if (!validate) return [`no schema at ${pointer}`];
  return validate(answer) ? [] : (validate.errors ?? []);
}

describe('real answers match the document', () => {
  it('covers the calls that take no input', () => {
    expect(plainGets.length).toBeGreaterThan(30);
  });

  it.each(plainGets)('GET %s answers what the document says', async (_key, endpoint) => {
    const role = ROLE_PREFERENCE.find((candidate) => mayCallEndpoint(endpoint, [candidate]));
    const token = endpoint.access === 'public' ? undefined : await tokenOf(`vn1.${ROLE_SLUG[role!]}`);
    const response = await server.app.inject({
      method: 'GET',
      url: endpoint.path,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(answerErrors(endpoint, 200, response.json()), response.body.slice(0, 500)).toEqual([]);
  });
});

/** docs/api.md: the refusals and the business codes in HTTP 200 are documented per operation. */
describe('errors are documented', () => {
  it.each(endpoints)('%s documents its refusals in the envelope', (_key, endpoint) => {
    const responses = operationOf(endpoint)!.responses;
    const statuses = Object.keys(responses);
    for (const status of ['400', '500', '503']) expect(statuses).toContain(status);
    if (endpoint.access !== 'public') expect(statuses).toEqual(expect.arrayContaining(['401', '403']));
    if (endpoint.params) expect(statuses).toContain('404');
    for (const [status, response] of Object.entries(responses)) {
      expect(response.description, status).not.toBe('Default Response');
      if (status === '200') continue;
      const schema = response.content?.['application/json']?.schema as {
        properties: Record<string, { enum?: unknown[] }>;
      };
      expect(schema.properties.code?.enum, status).toEqual([Number(status)]);
    }
    if (endpoint.access !== 'public') {
      expect(responses['401']?.content?.['application/json']?.schema).toMatchObject({
        properties: { error: { enum: ['unauthorized', 'invalid_token'] } },
      });
    }
  });

  it('documents the order detail’s business codes inside HTTP 200 (SPEC.md 8)', () => {
    const ok = operationOf(ENDPOINTS.orderDetail)!.responses['200']!;
    for (const code of ['400', '403', '404001']) expect(ok.description).toContain(`\`${code}\``);
    const schema = ok.content!['application/json']!.schema as { anyOf: { properties: { code: unknown } }[] };
    expect(schema.anyOf.map((branch) => branch.properties.code)).toEqual([
      { type: 'integer', enum: [200] },
      { type: 'integer', enum: [400, 403, 404001] },
    ]);
  });

  it('a real business outcome and real refusals match the document', async () => {
    const token = await tokenOf('vn1.admin');
    const trashed = (
      await sql<{ id: number }>`SELECT id FROM leads WHERE org_id = ${ORG_ID.VN1}
        AND lead_status = ${LEAD_STATUS.TRASH} ORDER BY id LIMIT 1`.execute(server.engine.db)
    ).rows[0]!.id;
    const inTrash = await server.call({ method: 'GET', url: `/api/orders/detail/lead/${trashed}`, token });
    expect([inTrash.status, inTrash.body.code]).toEqual([200, 404001]);
    expect(answerErrors(ENDPOINTS.orderDetail, 200, inTrash.body)).toEqual([]);

    const noToken = await server.call({ method: 'GET', url: '/api/users' });
    expect(noToken.status).toBe(401);
    expect(answerErrors(ENDPOINTS.listUsers, 401, noToken.body)).toEqual([]);
    const missing = await server.call({ method: 'GET', url: '/api/users/2000000000', token });
    expect(missing.status).toBe(404);
    expect(answerErrors(ENDPOINTS.getUser, 404, missing.body)).toEqual([]);
    const invalid = await server.call({ method: 'GET', url: '/api/users?limit=0', token });
    expect(invalid.status).toBe(400);
    expect(answerErrors(ENDPOINTS.listUsers, 400, invalid.body)).toEqual([]);
    // An answer with data null and code 200 is neither a success nor an outcome.
    expect(answerErrors(ENDPOINTS.orderDetail, 200, { ...inTrash.body, code: 200 })).not.toEqual([]);
  });
});

/** docs/api.md: every operation, parameter and body is described from the contracts' row. */
describe('operations are described', () => {
  const parametersOf = (endpoint: EndpointDefinition) =>
    (operationOf(endpoint)!.parameters ?? []) as {
      name: string;
      in: string;
      description?: string;
      style?: string;
      explode?: boolean;
      schema: { type?: string };
    }[];

  it.each(endpoints)(
    '%s has its key as operationId, a summary, a description and described parameters',
    (key, endpoint) => {
      const operation = operationOf(endpoint)! as OpenApiOperation & { description?: string };
      expect(operation.operationId).toBe(key);
      expect(operation.summary?.length).toBeGreaterThan(10);
      expect(operation.description?.length).toBeGreaterThan(10);
      for (const parameter of parametersOf(endpoint)) {
        expect(parameter.description, `${parameter.in} ${parameter.name}`).toBeTruthy();
        if (parameter.in === 'query' && parameter.schema.type === 'array') {
          expect([parameter.style, parameter.explode], parameter.name).toEqual(['form', true]);
        }
      }
    },
  );

  const withBody = endpoints.filter(([, endpoint]) => endpoint.body || endpoint.upload);
  it.each(withBody)('%s documents its body with an example its schema accepts', (_key, endpoint) => {
    const content = operationOf(endpoint)!.requestBody!.content as Record<string, { example?: unknown }>;
    const [mediaType, media] = Object.entries(content)[0]!;
    if (endpoint.upload) {
      expect(mediaType).toBe('multipart/form-data');
      return;
    }
    expect(media.example, mediaType).toBeDefined();
    expect(endpoint.body!.safeParse(media.example).success).toBe(true);
  });

  it('has no operation without an id or an error answer, and no example its schema refuses (redocly)', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: '/api/docs.json',
      config,
    });
    const rules = ['operation-operationId', 'operation-4xx-response', 'no-invalid-media-type-examples'];
    expect(
      problems.filter((problem) => rules.includes(problem.ruleId)).map((problem) => problem.message),
    ).toEqual([]);
  });
});

/** docs/api.md: what the document does not say is refused, not ignored. */
describe('unknown query parameters', () => {
  it('refuses another array syntax and an unknown parameter with 400 in the envelope', async () => {
    const token = await tokenOf('vn1.admin');
    const filtered = await server.call({
      method: 'GET',
      url: '/api/orders/list?leadStatus=1&leadStatus=2',
      token,
    });
    expect(filtered.status).toBe(200);
    for (const url of [
      '/api/orders/list?leadStatus[]=1',
      '/api/orders/list?leadStatuses=1',
      '/api/agent/me?x=1',
    ]) {
      const refused = await server.call({ method: 'GET', url, token });
      expect(refused.status, url).toBe(400);
      expect(refused.body, url).toMatchObject({ code: 400, error: 'validation_error', data: null });
      expect(refused.body.message, url).toContain('query parameter');
    }
  });
});
