import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  apiModuleIndexSource,
  declaredModules,
  INDEX_FILE,
  indexedModules,
  moduleFolders,
} from './api-module-index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the API module index (else run scripts/write-api-module-index.ts)', () => {
  it('every module folder declares its manifest, <folder>.module.ts', () => {
    expect(declaredModules(root)).toEqual(moduleFolders(root));
  });

  it('imports and lists every declared module, in the order of their folders', () => {
    const written = indexedModules(readFileSync(path.join(root, INDEX_FILE), 'utf8'));
    const modules = declaredModules(root);
    expect(written.listed).toEqual(modules);
    expect(written.imported).toEqual([...modules].sort());
  });

  it('reads back what it writes', () => {
    const source = apiModuleIndexSource(['agent', 'agent-groups', 'payment-qr']);
    expect(indexedModules(source)).toEqual({
      imported: ['agent', 'agent-groups', 'payment-qr'],
      listed: ['agent', 'agent-groups', 'payment-qr'],
    });
    expect(source).toContain(
      "import { apiModule as agentGroups } from './agent-groups/agent-groups.module.js';",
    );
  });
});
