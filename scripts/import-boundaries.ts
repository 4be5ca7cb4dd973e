import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The import rules of docs/architecture.md, checked by machine (`npm run check`): a feature is a
 * sibling of the others, never a dependant of one of their insides.
 *
 * - A file of a feature folder (`apps/api/src/modules/<f>/`, `apps/web/src/features/<f>/`,
 *   `packages/contracts/src/features/<f>/`) imports another feature only through that feature's
 *   public entry, its `index.ts`.
 * - `shared/` (and the API's `db/` and `http/`) sits below the features: it imports no feature.
 *
 * Biome's noImportCycles (biome.json) keeps the other half of the rule: no circle anywhere.
 */

export interface Layer {
  /** Folder, relative to the repository root, whose sub-folders are features. */
  features: string;
  /** Folders, relative to the repository root, that may import no feature at all. */
  below: readonly string[];
}

export const LAYERS: readonly Layer[] = [
  {
    features: 'apps/api/src/modules',
    below: ['apps/api/src/shared', 'apps/api/src/db', 'apps/api/src/http'],
  },
  { features: 'apps/web/src/features', below: ['apps/web/src/shared'] },
  { features: 'packages/contracts/src/features', below: [] },
];

export interface Violation {
  file: string;
  specifier: string;
  reason: string;
}

const SOURCE = /\.(ts|tsx)$/;
/** Static imports and re-exports (`import … from`, `export … from`, `import '…'`) and `import('…')`. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

export function importSpecifiers(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[1] as string);
}

/** The feature a repository-relative path belongs to, with the file's path inside it. */
function featureOf(file: string, layer: Layer): { name: string; inside: string } | null {
  const prefix = `${layer.features}/`;
  if (!file.startsWith(prefix)) return null;
  const [name, ...rest] = file.slice(prefix.length).split('/');
  if (!name || rest.length === 0) return null;
  return { name, inside: rest.join('/') };
}

const isPublicEntry = (inside: string) => /^index(\.(ts|tsx|js))?$/.test(inside);

/** The violations of one file's imports; `file` and the answer's paths are repository-relative. */
export function checkFile(file: string, source: string, layers: readonly Layer[] = LAYERS): Violation[] {
  const violations: Violation[] = [];
  for (const specifier of importSpecifiers(source)) {
    if (!specifier.startsWith('.')) continue;
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    for (const layer of layers) {
      const to = featureOf(target, layer) ?? (target === layer.features ? { name: '', inside: '' } : null);
      if (!to) continue;
      const from = featureOf(file, layer);
      if (layer.below.some((folder) => file.startsWith(`${folder}/`))) {
        violations.push({
          file,
          specifier,
          reason: `${layer.features}: a lower layer imports the feature '${to.name}'`,
        });
      } else if (from && from.name !== to.name && !isPublicEntry(to.inside)) {
        violations.push({
          file,
          specifier,
          reason: `feature '${from.name}' imports the insides of feature '${to.name}' (only its index.ts)`,
        });
      }
    }
  }
  return violations;
}

function sourceFiles(root: string, folder: string): string[] {
  const absolute = path.join(root, folder);
  let entries: string[];
  try {
    entries = readdirSync(absolute, { recursive: true }) as string[];
  } catch {
    return [];
  }
  return entries
    .filter((entry) => SOURCE.test(entry) && !entry.split(path.sep).includes('node_modules'))
    .map((entry) => path.posix.join(folder, entry.split(path.sep).join('/')));
}

/** Every violation in the repository at `root`. */
export function checkRepository(root: string, layers: readonly Layer[] = LAYERS): Violation[] {
  const folders = new Set(layers.flatMap((layer) => [layer.features, ...layer.below]));
  const files = [...folders].flatMap((folder) => sourceFiles(root, folder));
  return files.flatMap((file) => checkFile(file, readFileSync(path.join(root, file), 'utf8'), layers));
}
