import { ENDPOINTS, type EndpointDefinition } from '@leadline/contracts';
import { AppError } from './app-error.js';

/** Each path of the contracts' table as a pattern of concrete paths, with the methods it answers. */
const PATHS: { pattern: RegExp; methods: Set<string> }[] = (() => {
  const byPath = new Map<string, Set<string>>();
  for (const definition of Object.values(ENDPOINTS) as EndpointDefinition[]) {
    const methods = byPath.get(definition.path) ?? new Set<string>();
    methods.add(definition.method);
    // Fastify answers HEAD for every GET route.
    if (definition.method === 'GET') methods.add('HEAD');
    byPath.set(definition.path, methods);
  }
  return [...byPath.entries()].map(([path, methods]) => ({
    pattern: new RegExp(
      `^${path
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/')}$`,
    ),
    methods,
  }));
})();

/**
 * The methods a known API path answers, when the request's method is not one of them; null for a
 * path no call has. A wrong method on a known path is not a missing page: it answers 405 with
 * `Allow` (RFC 9110 15.5.6), not 404.
 */
export function allowedMethods(method: string, path: string): string[] | null {
  const allowed = new Set<string>();
  for (const entry of PATHS)
    if (entry.pattern.test(path)) for (const item of entry.methods) allowed.add(item);
  if (allowed.size === 0 || allowed.has(method)) return null;
  return [...allowed].sort();
}

/** The 405 refusal in the envelope, its `Allow` header set by the caller. */
export const methodNotAllowed = (method: string, allowed: readonly string[]) =>
  new AppError({ status: 405, error: 'method_not_allowed', values: { method, allowed: allowed.join(', ') } });
