import swagger from '@fastify/swagger';
import { ENDPOINTS, type EndpointDefinition } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { documentAnswers } from './openapi-answers.js';
import { describeEndpoint, finishParameters, finishRequestBody } from './openapi-operation.js';
import { type JsonSchema, operationSchemas, referencedComponents, repairSchema } from './openapi-schemas.js';

/** The OpenAPI path of a Fastify path: `/api/users/:id` is `/api/users/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** The endpoints of the contracts' table by method and OpenAPI path. */
const ENDPOINT_BY_ROUTE = new Map(
  (Object.entries(ENDPOINTS) as [string, EndpointDefinition][]).map(([key, definition]) => [
    `${definition.method.toLowerCase()} ${openApiPath(definition.path)}`,
    { key, definition },
  ]),
);

interface OpenApiDocument {
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas?: Record<string, unknown> } & Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * What the contracts' row says of the operation: its key as operationId, its description,
 * parameters and body example (openapi-operation.ts); a public call says so (`security: []`),
 * the others inherit the document's bearer token; its answers: success, business outcomes and
 * refusals (openapi-answers.ts).
 */
function finishOperation(
  operation: JsonSchema,
  key: string,
  definition: EndpointDefinition,
  components: Record<string, unknown>,
): void {
  operation.operationId = key;
  operation.description = describeEndpoint(definition);
  if (definition.access === 'public') operation.security = [];
  else delete operation.security;
  for (const schema of operationSchemas(operation)) repairSchema(schema);
  finishParameters(operation);
  finishRequestBody(operation, definition, components);
  documentAnswers(operation, definition);
}

/** Only the components the operations reach, the ones a component reaches included. */
function keepReachableComponents(document: OpenApiDocument): void {
  const schemas = document.components.schemas ?? {};
  const reached = referencedComponents(document.paths);
  let pending = [...reached];
  while (pending.length > 0) {
    const next = referencedComponents(pending.map((name) => schemas[name]));
    pending = [...next].filter((name) => !reached.has(name));
    for (const name of pending) reached.add(name);
  }
  document.components.schemas = Object.fromEntries(
    Object.entries(schemas).filter(([name]) => reached.has(name)),
  );
}

/**
 * The finishing pass over the generated document: every operation of the contracts' table gets
 * what the table says of it, and the schemas are repaired (openapi-schemas.ts).
 */
export function finishDocument(document: OpenApiDocument): OpenApiDocument {
  const components = document.components.schemas ?? {};
  for (const schema of Object.values(components)) repairSchema(schema);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const endpoint = ENDPOINT_BY_ROUTE.get(`${method} ${path}`);
      if (!endpoint) throw new Error(`the API document lists ${method} ${path}, which ENDPOINTS does not`);
      finishOperation(operation, endpoint.key, endpoint.definition, components);
    }
  }
  keepReachableComponents(document);
  return document;
}

/** The OpenAPI document is generated from the routes' zod schemas (contracts' ENDPOINTS). */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Leadline API',
        version: '0.1.0',
        description:
          'Every answer is the envelope {code, message, data, total}. Conventions (errors, business codes in HTTP 200): docs/api.md.',
      },
      // Relative to the document: the server that serves it serves the API.
      servers: [{ url: '/', description: 'The server this document comes from' }],
      security: [{ bearerAuth: [] }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    // The zod schemas with an id (a recursive one) become components, then the finishing pass.
    transformObject: (input) =>
      finishDocument(jsonSchemaTransformObject(input) as unknown as OpenApiDocument),
  });
}

export function openApiRoute(app: FastifyInstance): void {
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
