import type { EndpointDefinition } from '../endpoint-definition.js';

/** A SPEC.md 6 list: a role group (`group.<name>`) or a route's list (`route.<route key>`). */
export type SpecList = `group.${string}` | `route.${string}`;

/**
 * A feature's access expectations, in its own endpoint-access.testing.ts (test-only: nothing
 * in production imports it). access/endpoint-access.test.ts gathers every feature's and holds
 * every endpoint to them in one suite.
 */
export interface AccessExpectations<E extends Record<string, EndpointDefinition>> {
  /**
   * Every call of the feature and the SPEC.md 6 list(s) of the screen it serves: its access row
   * may not admit a role outside them. `public` is said on purpose (a token endpoint, the health
   * check, signed recording URLs, a webhook with its shared secret). The type makes a call
   * without its bound a compile error, so its roles are always weighed against SPEC.md 6.
   */
  bounds: Record<keyof E & string, 'public' | SpecList | SpecList[]>;
  /**
   * The feature's non-GET calls that are not writes: a POST that reads (filters, exports) or an
   * own-account call. A change here is a decision to write down in docs/permissions.md.
   */
  notWrites?: Partial<Record<keyof E & string, 'read' | 'own-account'>>;
}
