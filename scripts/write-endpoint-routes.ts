/** Writes endpoint-routes.ts from ENDPOINTS, formatted (endpoint-routes-source.ts says why). */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { endpointRoutesSource } from '../packages/contracts/src/client/endpoint-routes-source.js';
import { ENDPOINTS } from '../packages/contracts/src/endpoints.js';

const target = fileURLToPath(new URL('../packages/contracts/src/client/endpoint-routes.ts', import.meta.url));
writeFileSync(target, endpointRoutesSource(ENDPOINTS));
execFileSync('npx', ['biome', 'format', '--write', target], { stdio: 'inherit' });
console.log(`wrote ${target}`);
