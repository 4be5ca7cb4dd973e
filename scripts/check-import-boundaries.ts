import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkRepository } from './import-boundaries.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const violations = checkRepository(root);
for (const { file, specifier, reason } of violations) console.error(`${file}: '${specifier}': ${reason}`);
if (violations.length > 0) {
  console.error(`\n${violations.length} import(s) cross a feature boundary (docs/architecture.md).`);
  process.exit(1);
}
console.log('import boundaries: every feature imports shared/, contracts and public entries only');
