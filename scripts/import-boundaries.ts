import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The import rules of docs/architecture.md, checked by machine (`npm run check`): a feature is a
 * sibling of the others, never a dependant of one of their insides.
 *
 * - A file of a feature folder (`apps/api/src/modules/<f>/`, `apps/web/src/features/<f>/`,
 *   `packages/contracts/src/features/<f>/`) imports another feature only through that feature's
 *   public entry, its `index.ts`.
 * - `shared/` (and the API's `db/` and `http/`) sits below the features: it imports no feature.
 * - An API module declares its layer in its manifest (`<module>.module.ts`, apps/api/src/api-module.ts):
 *   a platform module imports platform modules only, a domain module platform and domain modules, a
 *   screen module platform and domain modules, never another screen.
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

/** The API's modules, whose manifests declare their layer. */
export const API_MODULES_FOLDER = 'apps/api/src/modules';

export type ModuleLayer = 'platform' | 'domain' | 'screen';
const MODULE_LAYERS: readonly ModuleLayer[] = ['platform', 'domain', 'screen'];

/** The layers a module of each layer may import. */
const MAY_IMPORT: Record<ModuleLayer, readonly ModuleLayer[]> = {
  platform: ['platform'],
  domain: ['platform', 'domain'],
  screen: ['platform', 'domain'],
};

/**
 * Imports between API modules that break the layer order today, each to be moved down: an entry is
 * `importer -> imported` with why it is still there. Keep this list empty; the one place for one.
 */
export const LAYER_ALLOWANCES: Readonly<Record<string, string>> = {};

/** The layer a manifest's source declares (`layer: 'screen'`), or null. */
export function declaredLayer(manifest: string): ModuleLayer | null {
  const layer = /\blayer:\s*'(\w+)'/.exec(manifest)?.[1];
  return MODULE_LAYERS.find((candidate) => candidate === layer) ?? null;
}

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

/** Whether an import from one API module to another breaks their layers' order (and is not allowed). */
function layerBreach(
  from: string,
  to: string,
  moduleLayers: ReadonlyMap<string, ModuleLayer>,
  allowances: Readonly<Record<string, string>>,
): string | null {
  const fromLayer = moduleLayers.get(from);
  const toLayer = moduleLayers.get(to);
  if (!fromLayer || !toLayer || MAY_IMPORT[fromLayer].includes(toLayer)) return null;
  if (`${from} -> ${to}` in allowances) return null;
  return toLayer === 'screen' && fromLayer === 'screen'
    ? `screen module '${from}' imports another screen module, '${to}' (move what it uses down to a domain module)`
    : `${fromLayer} module '${from}' imports ${toLayer} module '${to}' (layers: docs/architecture.md)`;
}

/**
 * The violations of one file's imports; `file` and the answer's paths are repository-relative.
 * `moduleLayers` (module name to layer) adds the API modules' layer order.
 */
export function checkFile(
  file: string,
  source: string,
  layers: readonly Layer[] = LAYERS,
  moduleLayers: ReadonlyMap<string, ModuleLayer> = new Map(),
  allowances: Readonly<Record<string, string>> = LAYER_ALLOWANCES,
): Violation[] {
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
      const breach =
        from && from.name !== to.name && layer.features === API_MODULES_FOLDER
          ? layerBreach(from.name, to.name, moduleLayers, allowances)
          : null;
      if (breach) violations.push({ file, specifier, reason: breach });
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

/** The API modules under `root` with the layer each manifest declares (null: none declared). */
export function apiModuleLayers(root: string): Map<string, ModuleLayer | null> {
  const folder = path.join(root, API_MODULES_FOLDER);
  let names: string[];
  try {
    names = readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  } catch {
    return new Map();
  }
  return new Map(
    names.map((name) => {
      const manifest = path.join(folder, name, `${name}.module.ts`);
      return [name, existsSync(manifest) ? declaredLayer(readFileSync(manifest, 'utf8')) : null];
    }),
  );
}

const declared = (layers: Map<string, ModuleLayer | null>) =>
  new Map([...layers].filter((entry): entry is [string, ModuleLayer] => entry[1] !== null));

/** Every violation in the repository at `root`. */
export function checkRepository(
  root: string,
  layers: readonly Layer[] = LAYERS,
  allowances: Readonly<Record<string, string>> = LAYER_ALLOWANCES,
): Violation[] {
  const folders = new Set(layers.flatMap((layer) => [layer.features, ...layer.below]));
  const files = [...folders].flatMap((folder) => sourceFiles(root, folder));
  const moduleLayers = apiModuleLayers(root);
  const undeclared: Violation[] = [...moduleLayers]
    .filter(([, layer]) => layer === null)
    .map(([name]) => ({
      file: `${API_MODULES_FOLDER}/${name}/${name}.module.ts`,
      specifier: '',
      reason: `module '${name}' declares no layer ('platform', 'domain' or 'screen') in its manifest`,
    }));
  return [
    ...undeclared,
    ...files.flatMap((file) =>
      checkFile(
        file,
        readFileSync(path.join(root, file), 'utf8'),
        layers,
        declared(moduleLayers),
        allowances,
      ),
    ),
  ];
}

const isTestOnly = (file: string) => /\.(test|fuzz)\.ts$/.test(file);

/** Which modules each API module's production code imports (its tests and fuzz baselines left out). */
export function apiModuleDependencies(root: string): Map<string, string[]> {
  const layer: Layer = { features: API_MODULES_FOLDER, below: [] };
  const dependencies = new Map<string, Set<string>>(
    [...apiModuleLayers(root).keys()].map((name) => [name, new Set<string>()]),
  );
  for (const file of sourceFiles(root, API_MODULES_FOLDER)) {
    const from = featureOf(file, layer);
    if (!from || isTestOnly(file)) continue;
    for (const specifier of importSpecifiers(readFileSync(path.join(root, file), 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const to = featureOf(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)), layer);
      if (to && to.name !== from.name) dependencies.get(from.name)?.add(to.name);
    }
  }
  return new Map([...dependencies].map(([name, names]) => [name, [...names].sort()]));
}

export const DEPENDENCIES_START =
  '<!-- api-module-dependencies: written by `npm run boundaries -- --write` from the code, do not edit -->';
export const DEPENDENCIES_END = '<!-- /api-module-dependencies -->';

/** The API modules by layer, each with the modules it imports: docs/architecture.md's list. */
export function apiDependencyList(root: string): string {
  const layers = apiModuleLayers(root);
  const dependencies = apiModuleDependencies(root);
  const rows = MODULE_LAYERS.flatMap((layer) =>
    [...layers]
      .filter(([, declaredAs]) => declaredAs === layer)
      .map(([name]) => {
        const imports = dependencies.get(name) ?? [];
        return `| ${layer} | \`${name}\` | ${imports.map((dependency) => `\`${dependency}\``).join(', ') || '—'} |`;
      }),
  );
  return ['| layer | module | imports the modules |', '|---|---|---|', ...rows].join('\n');
}

/** `document` with the text between the markers replaced by `list`, or null without the markers. */
export function withDependencyList(document: string, list: string): string | null {
  const start = document.indexOf(DEPENDENCIES_START);
  const end = document.indexOf(DEPENDENCIES_END);
  if (start < 0 || end < start) return null;
  return `${document.slice(0, start + DEPENDENCIES_START.length)}\n${list}\n${document.slice(end)}`;
}
