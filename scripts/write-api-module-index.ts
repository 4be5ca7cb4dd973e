/** Writes apps/api/src/modules/index.generated.ts from the module folders (api-module-index.ts says why). */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiModuleIndexSource, declaredModules, INDEX_FILE } from './api-module-index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, INDEX_FILE);
writeFileSync(target, apiModuleIndexSource(declaredModules(root)));
execFileSync('npx', ['biome', 'check', '--write', target], { stdio: 'inherit' });
console.log(`wrote ${target}`);
