import { ENDPOINTS, routeOf } from '@leadline/contracts';
import { describe, expect, it } from 'vitest';
import { CLIENT_ENDPOINTS } from './client-endpoints';

describe('the endpoints the web client calls', () => {
  it("holds every endpoint of the contracts with exactly its route, gathered from the features' files", () => {
    expect(Object.keys(CLIENT_ENDPOINTS).sort()).toEqual(Object.keys(ENDPOINTS).sort());
    for (const [key, definition] of Object.entries(ENDPOINTS)) {
      expect(CLIENT_ENDPOINTS[key as keyof typeof CLIENT_ENDPOINTS], key).toEqual(routeOf(definition));
    }
  });
});
