import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../endpoints.js';
import { CLIENT_ENDPOINTS } from './client-endpoints.js';
import { routeOf } from './endpoint-routes-source.js';

describe("the client's endpoint table (else run scripts/write-endpoint-routes.ts)", () => {
  it('holds the keys of ENDPOINTS, in the same order', () => {
    expect(Object.keys(CLIENT_ENDPOINTS)).toEqual(Object.keys(ENDPOINTS));
  });

  it('gives every endpoint exactly its route fields in ENDPOINTS, and no schema', () => {
    for (const [key, definition] of Object.entries(ENDPOINTS)) {
      expect(CLIENT_ENDPOINTS[key as keyof typeof CLIENT_ENDPOINTS], key).toEqual(routeOf(definition));
    }
  });
});
