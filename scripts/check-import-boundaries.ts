import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiDependencyList, checkRepository, withDependencyList } from './import-boundaries.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const violations = checkRepository(root);
for (const { file, specifier, reason } of violations) console.error(`${file}: '${specifier}': ${reason}`);
if (violations.length > 0) {
  console.error(`\n${violations.length} import(s) cross a feature boundary (docs/architecture.md).`);
  process.exit(1);
}

// docs/architecture.md's list of the API modules' dependencies is the code's: `--write` rewrites it.
const architecture = path.join(root, 'docs/architecture.md');
const document = readFileSync(architecture, 'utf8');
const expected = withDependencyList(document, apiDependencyList(root));
if (expected === null) {
  console.error('docs/architecture.md: the API module dependency markers are missing.');
  process.exit(1);
}
if (expected !== document) {
  if (process.argv.includes('--write')) {
    writeFileSync(architecture, expected);
    console.log('wrote the API module dependencies of docs/architecture.md');
  } else {
    console.error(
      'docs/architecture.md: the API module dependencies differ from the code: run `npm run boundaries -- --write`.',
    );
    process.exit(1);
  }
}
console.log(
  'import boundaries: every feature imports shared/, contracts and public entries only, in layer order',
);
