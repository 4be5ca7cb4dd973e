import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The API's module index (apps/api/src/modules/index.generated.ts): every folder of
 * apps/api/src/modules/ that declares a `<folder>.module.ts` (api-module.ts), in the folders' order.
 * The API is bundled (scripts/build-api.ts) and run by tsx in development: it cannot look for its
 * modules at run time, so this script writes the list and a test fails when it is stale.
 */

export const MODULES_FOLDER = 'apps/api/src/modules';
export const INDEX_FILE = `${MODULES_FOLDER}/index.generated.ts`;

/** The module folders under `root`, sorted. */
export function moduleFolders(root: string): string[] {
  return readdirSync(path.join(root, MODULES_FOLDER), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export const manifestOf = (folder: string) => `${MODULES_FOLDER}/${folder}/${folder}.module.ts`;

/** The folders that declare a manifest. */
export function declaredModules(root: string): string[] {
  return moduleFolders(root).filter((folder) => existsSync(path.join(root, manifestOf(folder))));
}

const identifier = (folder: string) =>
  folder.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

export function apiModuleIndexSource(folders: readonly string[]): string {
  const imports = folders.map(
    (folder) => `import { apiModule as ${identifier(folder)} } from './${folder}/${folder}.module.js';`,
  );
  return [
    '// Written by scripts/write-api-module-index.ts from the module folders that hold a',
    '// <folder>.module.ts: do not edit, run `npx tsx scripts/write-api-module-index.ts`.',
    "import type { ApiModule } from '../api-module.js';",
    ...imports,
    '',
    '/** Every API module, in the order of their folders (app.ts registers them, the seed runs their steps). */',
    `export const API_MODULES: readonly ApiModule[] = [${folders.map(identifier).join(', ')}];`,
    '',
  ].join('\n');
}

/** The folders the written index imports, in the order of its list. */
export function indexedModules(source: string): { imported: string[]; listed: string[] } {
  const imported = [
    ...source.matchAll(/import \{\s*apiModule as (\w+),?\s*\} from\s*'\.\/([\w-]+)\/\2\.module\.js'/g),
  ];
  const folderOf = new Map(imported.map((match) => [match[1] as string, match[2] as string]));
  const list = /API_MODULES[^=]*=\s*\[([^\]]*)\]/.exec(source)?.[1] ?? '';
  const listed = list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => folderOf.get(name) ?? `?${name}`);
  return { imported: [...folderOf.values()].sort(), listed };
}
