/** Writes the access table of docs/permissions.md from ENDPOINTS (access/access-table.ts says why). */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { accessTableMarkdown, withAccessTable } from '../packages/contracts/src/access/access-table.js';
import { ENDPOINTS } from '../packages/contracts/src/endpoints.js';

const target = fileURLToPath(new URL('../docs/permissions.md', import.meta.url));
writeFileSync(target, withAccessTable(readFileSync(target, 'utf8'), accessTableMarkdown(ENDPOINTS)));
console.log(`wrote the access table of ${target}`);
