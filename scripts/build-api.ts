/**
 * Builds the API to plain JavaScript for production (through tsx it compiled every module at start
 * and kept the compiler in memory): apps/api/dist/main.js, run by `node apps/api/dist/main.js`
 * (`npm start`).
 *
 * esbuild bundles our code (the API and @leadline/contracts, whose package points at its
 * TypeScript source) and leaves every npm package external, loaded from node_modules as usual.
 * tsc alone cannot do it: contracts is resolved as a bundler would (tsconfig.base.json), so its
 * output would not run as ESM in Node. Type checking stays `npm run typecheck`.
 *
 * The files the code finds beside itself (import.meta.url) are copied where the bundle looks:
 * migrations and grants (db/migrate.ts), the address data (locations.data.ts), and the upload
 * reader's worker is a second entry (shared/xlsx-upload/worker-runner.ts loads ./read-worker.js).
 * apps/api/dist sits at the depth of apps/api/src, so app.ts's ../../web/dist is the same folder.
 */
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const api = fileURLToPath(new URL('../apps/api/', import.meta.url));
const dist = `${api}dist/`;

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: {
    main: `${api}src/main.ts`,
    'read-worker': `${api}src/shared/xlsx-upload/read-worker.ts`,
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-packages-external',
      setup(builder) {
        // Bare specifiers are npm packages (external), except our workspace's contracts.
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@leadline/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync(`${api}src/db/migrations`, `${dist}migrations`, { recursive: true });
cpSync(`${api}src/db/grants.sql`, `${dist}grants.sql`);
cpSync(`${api}src/modules/locations/data`, `${dist}data`, { recursive: true });
console.log(`API built to ${dist}main.js`);
