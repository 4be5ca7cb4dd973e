import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../features/index.js';
import { ENDPOINT_ROUTES_FILE, endpointRoutesSource } from './endpoint-routes-source.js';

const featuresDir = path.resolve(import.meta.dirname, '../features');

describe("each feature's endpoint-routes.json (else run scripts/write-endpoint-routes.ts)", () => {
  it.each(Object.entries(FEATURES))(
    '%s: its calls, in order, with exactly their route fields and no schema',
    (folder, feature) => {
      const file = path.join(featuresDir, folder, ENDPOINT_ROUTES_FILE);
      if (Object.keys(feature.endpoints).length === 0) {
        expect(existsSync(file), `${folder} has no calls and no ${ENDPOINT_ROUTES_FILE}`).toBe(false);
        return;
      }
      expect(readFileSync(file, 'utf8')).toBe(endpointRoutesSource(feature.endpoints));
    },
  );
});
