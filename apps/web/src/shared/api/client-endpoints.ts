import type { ClientEndpoints } from '@leadline/contracts';

/**
 * Each contracts feature's calls as plain data (features/<f>/endpoint-routes.json, generated from
 * its endpoints by scripts/write-endpoint-routes.ts), gathered when the app is built: a new feature
 * adds its file in its own folder and no central table.
 */
const FEATURE_ROUTES = import.meta.glob<Record<string, unknown>>(
  '../../../../../packages/contracts/src/features/*/endpoint-routes.json',
  { eager: true, import: 'default' },
);

/**
 * ENDPOINTS for the browser: the same keys, paths, methods and access, without the zod schemas (the
 * server parses; the client only sends), so the first page downloads neither them nor zod
 * (docs/web.md). client-endpoints.test.ts checks it holds every endpoint.
 */
export const CLIENT_ENDPOINTS = Object.assign({}, ...Object.values(FEATURE_ROUTES)) as ClientEndpoints;
