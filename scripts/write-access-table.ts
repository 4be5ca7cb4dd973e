/**
 * Prints the access table from ENDPOINTS: every call, its effect and the roles the server lets call
 * it (access/access-table.ts). docs/permissions.md points here and to the API document rather than
 * holding a copy that every new endpoint would have to rewrite.
 */
import { accessTableMarkdown } from '../packages/contracts/src/access/access-table.js';
import { ENDPOINTS } from '../packages/contracts/src/endpoints.js';

console.log(accessTableMarkdown(ENDPOINTS));
