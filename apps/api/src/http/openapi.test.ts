import SwaggerParser from '@apidevtools/swagger-parser';
import {
  ENDPOINTS,
  type EndpointDefinition,
  type EndpointKey,
  mayCallEndpoint,
  ROLE_SLUG,
  type RoleCode,
} from '@leadline/contracts';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Ajv } from 'ajv';
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
  responses: Record<string, unknown>;
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

/** What an integrator's tools do with the document first (issue 26: both stopped on it). */
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

describe('real answers match the document', () => {
  let ajv: Ajv;
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (userName: string) => {
    if (!tokens.has(userName)) tokens.set(userName, server.login(userName));
    return tokens.get(userName) as Promise<string>;
  };

  beforeAll(() => {
    // The document as a schema: the answers' schemas are read from it by pointer, their
    // references resolved against it. OpenAPI's own keywords (example, style) are not JSON Schema's.
    ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
    ajv.addSchema(document, 'openapi.json');
  });

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
    const pointer = [
      'paths',
      openApiPath(endpoint.path),
      'get',
      'responses',
      '200',
      'content',
      'application/json',
      'schema',
    ]
      .map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1'))
      .join('/');
    const validate = ajv.getSchema(`openapi.json#/${pointer}`);
    expect(validate, pointer).toBeDefined();
    const valid = validate!(response.json());
    expect(valid ? [] : validate!.errors, response.body.slice(0, 500)).toEqual([]);
  });
});
