/**
 * Writes packages/contracts/src/features/index.ts from the folders of features/ (each one's
 * feature.ts and locale.ts): run it after adding a feature folder or changing a manifest.
 * contracts-feature-index.ts says what the file holds; features.test.ts fails while it is stale.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CONTRACTS_FEATURES_DIR,
  contractsFeatureIndexSource,
  readFeatureFolders,
} from './contracts-feature-index.js';

const target = path.join(CONTRACTS_FEATURES_DIR, 'index.ts');
writeFileSync(target, contractsFeatureIndexSource(await readFeatureFolders()));
console.log(`wrote ${target}`);
