import type { EndpointDefinition } from '../endpoint-definition.js';

/** What the client reads of an endpoint at run time: everything but the schemas. */
export const ROUTE_FIELDS = [
  'method',
  'path',
  'access',
  'effect',
  'form',
  'paged',
  'upload',
  'file',
] as const;

/**
 * The text of endpoint-routes.ts: ENDPOINTS' paths, methods and access as plain data, for the web
 * client, which never parses with the schemas and so need not download them nor zod (docs/web.md).
 * Generated, never written by hand: one table, two views. `npx tsx
 * scripts/write-endpoint-routes.ts` writes it (and formats it); endpoint-routes.test.ts fails when
 * it differs from ENDPOINTS.
 */
export function endpointRoutesSource(endpoints: Record<string, EndpointDefinition>): string {
  const rows = Object.entries(endpoints).map(
    ([key, definition]) => `  ${JSON.stringify(key)}: ${JSON.stringify(routeOf(definition))},`,
  );
  return [
    '// Generated from ENDPOINTS by scripts/write-endpoint-routes.ts: do not edit (endpoint-routes.test.ts).',
    "import type { EndpointRoute } from './client-endpoints.js';",
    '',
    '/** Every endpoint of ENDPOINTS without its schemas, in the same order (client-endpoints.ts). */',
    'export const ENDPOINT_ROUTES = {',
    ...rows,
    '} as const satisfies Record<string, EndpointRoute>;',
    '',
  ].join('\n');
}

/** An endpoint's route fields that are set, in ROUTE_FIELDS' order. */
export function routeOf(definition: EndpointDefinition): Record<string, unknown> {
  return Object.fromEntries(
    ROUTE_FIELDS.flatMap((field) => (definition[field] === undefined ? [] : [[field, definition[field]]])),
  );
}
