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

/** The name of the generated file in each feature folder of the contracts. */
export const ENDPOINT_ROUTES_FILE = 'endpoint-routes.json';

/**
 * The text of a feature's endpoint-routes.json: its calls' paths, methods and access as plain data,
 * one call a line, for the web client, which never parses with the schemas and so need not download
 * them nor zod (docs/web.md). Generated, never written by hand: one table, two views. `npx tsx
 * scripts/write-endpoint-routes.ts` writes every feature's; endpoint-routes.test.ts fails when one
 * differs from its feature's endpoints. The web app gathers the files at build time
 * (apps/web/src/shared/api/client-endpoints.ts), so a new feature edits no central table.
 */
export function endpointRoutesSource(endpoints: Record<string, EndpointDefinition>): string {
  const rows = Object.entries(endpoints).map(
    ([key, definition]) => `  ${JSON.stringify(key)}: ${JSON.stringify(routeOf(definition))}`,
  );
  return `{\n${rows.join(',\n')}\n}\n`;
}

/** An endpoint's route fields that are set, in ROUTE_FIELDS' order. */
export function routeOf(definition: EndpointDefinition): Record<string, unknown> {
  return Object.fromEntries(
    ROUTE_FIELDS.flatMap((field) => (definition[field] === undefined ? [] : [[field, definition[field]]])),
  );
}
