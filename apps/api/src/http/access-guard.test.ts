import { ENDPOINTS, type EndpointDefinition, ROLE_CODES, ROLE_SLUG } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';

/** Every call of the contracts' table, with its path parameters filled in. */
const endpoints = Object.entries(ENDPOINTS as Record<string, EndpointDefinition>).map(
  ([key, definition]) => ({
    key,
    definition,
    url: definition.path.replace(/:[A-Za-z]+/g, '1'),
  }),
);

describe('the access row of every endpoint is enforced', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(endpoints.filter(({ definition }) => definition.access !== 'public'))(
    '$definition.method $definition.path refuses a call without a token',
    async ({ definition, url }) => {
      const { status, body } = await server.call({ method: definition.method, url });
      expect(status).toBe(401);
      expect(body).toMatchObject({ code: 401, error: 'unauthorized', data: null });
    },
  );

  // A list naming every role (ROLE_GROUPS.all) refuses nobody with a role: nothing to test there.
  const restricted = endpoints.filter(
    ({ definition }) =>
      Array.isArray(definition.access) &&
      ROLE_CODES.some((role) => !(definition.access as readonly number[]).includes(role)),
  );

  it.each(restricted)(
    '$definition.method $definition.path refuses a role it does not list, before reading the input',
    async ({ definition, url }) => {
      const allowed = definition.access as readonly number[];
      const outsider = ROLE_CODES.find((role) => !allowed.includes(role));
      const token = await server.login(`vn1.${ROLE_SLUG[outsider!]}`);
      const { status, body } = await server.call({ method: definition.method, url, token });
      expect(status).toBe(403);
      expect(body).toMatchObject({ code: 403, error: 'forbidden', data: null });
    },
  );
});
