import { ENDPOINTS, type EndpointDefinition } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';

interface OpenApiOperation {
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
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, unknown> };
}

let server: TestServer;
let document: OpenApiDocument;
const endpoints = Object.entries(ENDPOINTS) as [string, EndpointDefinition][];
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

beforeAll(async () => {
  server = await startTestServer();
  const response = await server.app.inject({ method: 'GET', url: '/api/docs' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => server.close());

describe('GET /api/docs', () => {
  it('answers an OpenAPI 3 document without a token', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Leadline API');
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it.each(endpoints)('documents %s with its method, summary and 200 answer', (_key, endpoint) => {
    const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
    expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
    expect(operation!.summary).toBe(endpoint.summary);
    expect(operation!.tags).toEqual([endpoint.tag]);
    expect(operation!.responses['200']).toBeDefined();
    if (endpoint.access === 'public') expect(operation!.security).toBeUndefined();
    else expect(operation!.security).toEqual([{ bearerAuth: [] }]);
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
