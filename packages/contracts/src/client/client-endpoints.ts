import type { EndpointDefinition } from '../endpoint-definition.js';
import type { EndpointKey, FeatureEndpoints } from '../endpoints.js';

type RouteField = 'method' | 'path' | 'access' | 'effect' | 'form' | 'paged' | 'upload' | 'file';
type SchemaField = 'query' | 'params' | 'body' | 'data';

/** An endpoint's route as the client reads it at run time. */
export type EndpointRoute = Pick<EndpointDefinition, RouteField>;

/**
 * An endpoint as the web client sees it: its route as data and its schemas as types only
 * (`schemas` is never set: it carries the input and answer types to the client's calls).
 */
export type ClientEndpoint<D extends EndpointDefinition = EndpointDefinition> = Pick<
  D,
  Extract<keyof D, RouteField>
> & {
  readonly schemas?: Pick<D, Extract<keyof D, SchemaField>>;
};

/**
 * ENDPOINTS for the browser, as a type: the same keys, paths, methods and access, without the zod
 * schemas (the server parses; the client only sends), so the first page downloads neither them nor
 * zod. The value is gathered by the web app from each feature's generated endpoint-routes.json
 * (apps/web/src/shared/api/client-endpoints.ts); forms that validate import their own schema where
 * they draw (docs/web.md).
 */
export type ClientEndpoints = { readonly [K in EndpointKey]: ClientEndpoint<FeatureEndpoints[K]> };
