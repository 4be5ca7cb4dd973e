/**
 * What each page's JavaScript is made of, module by module (docs/web.md "What the login page
 * loads"). Builds the web app into a temporary folder with an extra plugin that records every
 * chunk's modules and their rendered sizes, then, for each page below, takes the chunks the page
 * loads (the entry's static imports, and each lazy module the page draws with its own static
 * imports), gzips each chunk and shares its gzip size among its modules by rendered size. Prints
 * the pages' totals by package (our code by folder) and the largest modules.
 *
 *   npx tsx scripts/web-module-sizes.ts            # MODULES=40 for more of the largest modules
 *
 * An estimate made from the build: bench/page-weight.ts measures what Chromium really loads.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';

interface ChunkInfo {
  file: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  code: string;
  modules: Record<string, number>;
}

/**
 * The lazy modules each page draws at once (path fragments of module ids), beside the entry:
 * the login page is the entry alone (main.tsx draws it without the app).
 */
const PAGES: Record<string, string[]> = {
  login: [],
  'order list': [
    'src/app/app.tsx',
    'src/app/shell/index.ts',
    'src/shared/i18n/date-pickers.tsx',
    'src/features/orders/order-list-page.tsx',
  ],
};

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web');
const chunks = new Map<string, ChunkInfo>();

const record: Plugin = {
  name: 'record-modules',
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      const modules: Record<string, number> = {};
      for (const [id, info] of Object.entries(output.modules)) modules[id] = info.renderedLength;
      chunks.set(output.fileName, {
        file: output.fileName,
        isEntry: output.isEntry,
        imports: output.imports,
        dynamicImports: output.dynamicImports,
        code: output.code,
        modules,
      });
    }
  },
};

function staticClosure(start: string, into: Set<string>): void {
  if (into.has(start)) return;
  into.add(start);
  for (const next of chunks.get(start)?.imports ?? []) staticClosure(next, into);
}

/** Our code by folder (features/orders, shared/list…), a package by its name. */
function groupOf(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const pkg = clean.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg?.[1]) return pkg[1];
  const rest = clean.match(/packages\/contracts\/src\/(.*)/)?.[1];
  if (rest !== undefined) {
    if (rest.startsWith('locales/') || rest.endsWith('/locale.ts')) return 'contracts: texts';
    if (rest.endsWith('/endpoints.ts') || rest === 'endpoints.ts' || rest.startsWith('features/'))
      return 'contracts: endpoints and schemas';
    return 'contracts: other';
  }
  const web = clean.match(/apps\/web\/src\/(features\/[^/]+|shared\/[^/]+|app|[^/]+)/);
  if (web) return `web: ${web[1]}`;
  return clean.includes('vite/') || clean.startsWith('vite') ? 'vite runtime' : clean;
}

/** The rows of docs/web.md's table: libraries by family, our code together. */
const FAMILIES: [string, RegExp][] = [
  ['react-dom + react + scheduler', /^(react-dom|react|scheduler)$/],
  [
    '@mui/material, system, utils, emotion, popper, icons',
    /^(@mui\/(material|system|utils|icons-material|styled-engine|private-theming)|@emotion\/.*|@popperjs\/core|stylis|hoist-non-react-statics|react-transition-group|react-is|clsx|@babel\/runtime)$/,
  ],
  ['@mui/x-date-pickers + dayjs', /^(@mui\/x-.*|dayjs)$/],
  ['zod', /^zod$/],
  ['contracts: endpoint tables and schemas', /^contracts: endpoints and schemas$/],
  ['contracts: texts', /^contracts: texts$/],
  ['contracts: other', /^contracts: other$/],
  ['i18next + react-i18next', /^(i18next|react-i18next)$/],
  ['react-router', /^react-router$/],
  ['react-hook-form', /^react-hook-form$/],
  ['@tanstack/query', /^@tanstack\/.*$/],
  ['our code (apps/web/src)', /^web: /],
];

function familyOf(group: string): string {
  return FAMILIES.find(([, pattern]) => pattern.test(group))?.[0] ?? 'other';
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'leadline-module-sizes-'));
  try {
    await build({
      root: webRoot,
      configFile: join(webRoot, 'vite.config.ts'),
      logLevel: 'warn',
      plugins: [record],
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('no entry chunk');
  const gzipOf = new Map(
    [...chunks.values()].map((chunk) => [chunk.file, gzipSync(chunk.code, { level: 9 }).length]),
  );
  const top = Number(process.env.MODULES ?? 15);
  for (const [page, roots] of Object.entries(PAGES)) {
    const files = new Set<string>();
    staticClosure(entry.file, files);
    for (const root of roots) {
      const holder = [...chunks.values()].find((chunk) =>
        Object.keys(chunk.modules).some((id) => id.includes(root)),
      );
      if (!holder) throw new Error(`no chunk holds ${root}`);
      staticClosure(holder.file, files);
    }
    const byGroup = new Map<string, number>();
    const byModule = new Map<string, number>();
    let total = 0;
    for (const file of files) {
      const chunk = chunks.get(file);
      if (!chunk) continue;
      const rendered = Object.values(chunk.modules).reduce((sum, size) => sum + size, 0) || 1;
      const gzip = gzipOf.get(file) ?? 0;
      total += gzip;
      for (const [id, size] of Object.entries(chunk.modules)) {
        const share = (gzip * size) / rendered;
        byGroup.set(groupOf(id), (byGroup.get(groupOf(id)) ?? 0) + share);
        const name = id
          .replace(/^.*node_modules\//, '')
          .replace(/^.*?(apps\/web\/src|packages\/contracts\/src)\//, '$1/');
        byModule.set(name, (byModule.get(name) ?? 0) + share);
      }
    }
    console.log(`\n${page}: ${files.size} JS files, ${kb(total)} gzip (level 9, estimate)`);
    const byFamily = new Map<string, number>();
    for (const [group, size] of byGroup)
      byFamily.set(familyOf(group), (byFamily.get(familyOf(group)) ?? 0) + size);
    for (const [family] of [...FAMILIES, ['other']]) {
      console.log(`  ${kb(byFamily.get(family as string) ?? 0).padStart(9)}  = ${family}`);
    }
    for (const [group, size] of [...byGroup].sort((a, b) => b[1] - a[1])) {
      if (size >= 512) console.log(`  ${kb(size).padStart(9)}  ${group}`);
    }
    console.log(`  largest modules:`);
    for (const [name, size] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`  ${kb(size).padStart(9)}  ${name}`);
    }
  }
}

await main();
