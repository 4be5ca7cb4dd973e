/**
 * Writes each contracts feature's endpoint-routes.json from its manifest's endpoints
 * (endpoint-routes-source.ts says why): run it after adding or changing an endpoint.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ENDPOINT_ROUTES_FILE,
  endpointRoutesSource,
} from '../packages/contracts/src/client/endpoint-routes-source.js';
import type { FeatureManifest } from '../packages/contracts/src/feature-manifest.js';
import { CONTRACTS_FEATURES_DIR, readFeatureFolders } from './contracts-feature-index.js';

for (const { folder } of await readFeatureFolders()) {
  const dir = path.join(CONTRACTS_FEATURES_DIR, folder);
  const { FEATURE } = (await import(pathToFileURL(path.join(dir, 'feature.ts')).href)) as {
    FEATURE: FeatureManifest;
  };
  const target = path.join(dir, ENDPOINT_ROUTES_FILE);
  if (Object.keys(FEATURE.endpoints).length === 0) {
    rmSync(target, { force: true });
    continue;
  }
  writeFileSync(target, endpointRoutesSource(FEATURE.endpoints));
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
