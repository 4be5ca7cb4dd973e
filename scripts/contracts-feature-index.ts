import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FeatureManifest } from '../packages/contracts/src/feature-manifest.js';

/** The contracts' feature folders, whose manifests the generated index collects. */
export const CONTRACTS_FEATURES_DIR = path.resolve(import.meta.dirname, '../packages/contracts/src/features');

/** One folder of features/ as the index lists it. */
interface FeatureFolder {
  folder: string;
  /** camelCase of the folder: the names its manifest is imported under. */
  name: string;
  hasPublicEntry: boolean;
  /** The locale section and locale.ts's exports for each language, when the feature has texts. */
  locale?: { section: string; en: string; vi: string };
}

const camelCase = (folder: string) => folder.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
const quoted = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`);

/** An import as Biome formats it: on one line when it fits in 110 columns, else a name a line. */
function importLine(names: string[], from: string): string {
  const line = `import { ${names.join(', ')} } from '${from}';`;
  return line.length <= 110
    ? line
    : `import {\n${names.map((name) => `  ${name},\n`).join('')}} from '${from}';`;
}

/** Reads every folder's feature.ts (and locale.ts's export names); a folder without feature.ts is an error. */
export async function readFeatureFolders(dir = CONTRACTS_FEATURES_DIR): Promise<FeatureFolder[]> {
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    folders.map(async (folder): Promise<FeatureFolder> => {
      const file = (name: string) => path.join(dir, folder, name);
      if (!existsSync(file('feature.ts'))) throw new Error(`features/${folder} has no feature.ts`);
      const { FEATURE } = (await import(pathToFileURL(file('feature.ts')).href)) as {
        FEATURE: FeatureManifest;
      };
      const entry: FeatureFolder = {
        folder,
        name: camelCase(folder),
        hasPublicEntry: existsSync(file('index.ts')),
      };
      if (!FEATURE.localeSection) return entry;
      const texts = Object.keys(await import(pathToFileURL(file('locale.ts')).href));
      const en = texts.filter((name) => name.endsWith('En'));
      const vi = texts.filter((name) => name.endsWith('Vi'));
      if (en.length !== 1 || vi.length !== 1 || !en[0] || !vi[0])
        throw new Error(`features/${folder}/locale.ts exports one <name>En and one <name>Vi`);
      return { ...entry, locale: { section: FEATURE.localeSection, en: en[0], vi: vi[0] } };
    }),
  );
}

/**
 * The text of features/index.ts: every folder's manifest (FEATURES, from which ENDPOINTS is built),
 * its public entry re-exported (the package root re-exports this file), and the texts of each
 * language in a constant of its own. The Vietnamese constant is what locales/vi.ts spreads, and the
 * web build reads it through a `?lang=vi` copy of this module (apps/web/vite.config.ts), so only
 * that copy holds Vietnamese and English pages never download it (docs/web.md).
 */
export function contractsFeatureIndexSource(features: readonly FeatureFolder[]): string {
  const imports = features.flatMap((feature) => [
    importLine([`FEATURE as ${feature.name}Feature`], `./${feature.folder}/feature.js`),
    ...(feature.locale
      ? [importLine([feature.locale.en, feature.locale.vi], `./${feature.folder}/locale.js`)]
      : []),
  ]);
  const withTexts = features.flatMap((feature) => (feature.locale ? [feature.locale] : []));
  return [
    '// Generated from the folders of features/ by scripts/write-contracts-feature-index.ts: do not edit',
    '// (features.test.ts fails while it is stale). Each feature says what it brings in its feature.ts.',
    ...imports,
    '',
    ...features
      .filter((feature) => feature.hasPublicEntry)
      .map((feature) => `export * from './${feature.folder}/index.js';`),
    '',
    '/** Every feature by folder: its calls (ENDPOINTS is assembled from them) and its locale section. */',
    'export const FEATURES = {',
    ...features.map((feature) => `  ${quoted(feature.folder)}: ${feature.name}Feature,`),
    '};',
    '',
    "/** The features' English texts by locale section (locales/en.ts spreads them). */",
    'export const FEATURE_TEXTS_EN = {',
    ...withTexts.map((locale) => `  ${locale.section}: ${locale.en},`),
    '};',
    '',
    "/** The features' Vietnamese texts by locale section (locales/vi.ts spreads them; typed there by en). */",
    'export const FEATURE_TEXTS_VI = {',
    ...withTexts.map((locale) => `  ${locale.section}: ${locale.vi},`),
    '};',
    '',
  ].join('\n');
}
