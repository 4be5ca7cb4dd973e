import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  apiDependencyList,
  checkFile,
  checkRepository,
  importSpecifiers,
  LAYERS,
  type ModuleLayer,
  withDependencyList,
} from './import-boundaries.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('import boundaries', () => {
  it('reads static imports, re-exports, side-effect and dynamic imports', () => {
    const source = [
      "import { a } from './a.js';",
      "import type { B } from '../b/index.js';",
      "export { c } from './c.js';",
      "import './side-effect.js';",
      "const lazy = () => import('../d/page.js');",
      "import {\n  e,\n} from '@leadline/contracts';",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual([
      './a.js',
      '../b/index.js',
      './c.js',
      './side-effect.js',
      '../d/page.js',
      '@leadline/contracts',
    ]);
  });

  it("refuses a feature importing another feature's insides, and lets it use the public entry", () => {
    const file = 'apps/api/src/modules/cdrs/cdrs.service.ts';
    expect(checkFile(file, "import { x } from '../orders/order-scope.js';")).toEqual([
      {
        file,
        specifier: '../orders/order-scope.js',
        reason: "feature 'cdrs' imports the insides of feature 'orders' (only its index.ts)",
      },
    ]);
    expect(checkFile(file, "import { x } from '../orders/index.js';")).toEqual([]);
    expect(checkFile(file, "import { x } from './cdrs.repository.js';")).toEqual([]);
    expect(checkFile(file, "import { x } from '../../shared/lists/list-total.js';")).toEqual([]);
    const page = 'apps/web/src/features/cdrs/cdrs-page.tsx';
    expect(checkFile(page, "const p = import('../orders/results-table.js');")).toHaveLength(1);
  });

  it('refuses shared/ importing any feature, even its public entry', () => {
    const file = 'apps/web/src/shared/list/results-table.tsx';
    expect(checkFile(file, "import { useSession } from '../../features/auth/index.js';")).toHaveLength(1);
    expect(
      checkFile('apps/api/src/db/schema.ts', "import type { T } from '../modules/orders/index.js';"),
    ).toHaveLength(1);
  });

  describe("the API modules' layers", () => {
    const moduleLayers = new Map<string, ModuleLayer>([
      ['auth', 'platform'],
      ['audit', 'platform'],
      ['sale-orders', 'domain'],
      ['products', 'domain'],
      ['trash', 'screen'],
      ['lead-detail', 'screen'],
    ]);
    const check = (module: string, specifier: string) =>
      checkFile(
        `apps/api/src/modules/${module}/${module}.service.ts`,
        `import { x } from '${specifier}';`,
        LAYERS,
        moduleLayers,
      );

    it('refuses a screen module importing another screen module', () => {
      expect(check('trash', '../lead-detail/index.js')).toEqual([
        {
          file: 'apps/api/src/modules/trash/trash.service.ts',
          specifier: '../lead-detail/index.js',
          reason:
            "screen module 'trash' imports another screen module, 'lead-detail' (move what it uses down to a domain module)",
        },
      ]);
    });

    it('refuses a domain module importing a screen module', () => {
      expect(check('sale-orders', '../lead-detail/index.js')).toEqual([
        {
          file: 'apps/api/src/modules/sale-orders/sale-orders.service.ts',
          specifier: '../lead-detail/index.js',
          reason:
            "domain module 'sale-orders' imports screen module 'lead-detail' (layers: docs/architecture.md)",
        },
      ]);
    });

    it('refuses a platform module importing a domain or screen module', () => {
      expect(check('auth', '../products/index.js')).toHaveLength(1);
      expect(check('auth', '../trash/index.js')).toHaveLength(1);
    });

    it('lets a screen import domain and platform modules, a domain module domain and platform ones', () => {
      expect(check('lead-detail', '../sale-orders/index.js')).toEqual([]);
      expect(check('lead-detail', '../audit/index.js')).toEqual([]);
      expect(check('sale-orders', '../products/index.js')).toEqual([]);
      expect(check('products', '../audit/index.js')).toEqual([]);
      expect(check('auth', '../audit/index.js')).toEqual([]);
    });

    it('lets a named allowance through, and only that import', () => {
      const allowances = { 'trash -> lead-detail': 'moving the history down is next' };
      const file = 'apps/api/src/modules/trash/trash.service.ts';
      const source = "import { x } from '../lead-detail/index.js';";
      expect(checkFile(file, source, LAYERS, moduleLayers, allowances)).toEqual([]);
      const other = 'apps/api/src/modules/lead-detail/lead-detail.service.ts';
      expect(
        checkFile(other, "import { x } from '../trash/index.js';", LAYERS, moduleLayers, allowances),
      ).toHaveLength(1);
    });

    it('reads each layer from the manifests of a tree, and refuses a module without one', () => {
      const tree = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
      try {
        const write = (file: string, text: string) => {
          mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
          writeFileSync(path.join(tree, file), text);
        };
        const modules = 'apps/api/src/modules';
        write(`${modules}/orders/orders.module.ts`, "export const apiModule = { layer: 'screen' };");
        write(`${modules}/orders/orders.service.ts`, "import { x } from '../trash/index.js';");
        write(`${modules}/trash/trash.module.ts`, "export const apiModule = { layer: 'screen' };");
        write(`${modules}/trash/index.ts`, "export { x } from './trash.service.js';");
        write(`${modules}/trash/trash.service.ts`, "import { y } from '../sale-orders/index.js';");
        write(`${modules}/sale-orders/index.ts`, 'export const y = 1;');
        expect(checkRepository(tree).map((violation) => `${violation.file}: ${violation.reason}`)).toEqual([
          `${modules}/sale-orders/sale-orders.module.ts: module 'sale-orders' declares no layer ('platform', 'domain' or 'screen') in its manifest`,
          `${modules}/orders/orders.service.ts: screen module 'orders' imports another screen module, 'trash' (move what it uses down to a domain module)`,
        ]);
        write(
          `${modules}/sale-orders/sale-orders.module.ts`,
          "export const apiModule = { layer: 'domain' };",
        );
        expect(apiDependencyList(tree).split('\n')).toEqual([
          '| layer | module | imports the modules |',
          '|---|---|---|',
          '| domain | `sale-orders` | — |',
          '| screen | `orders` | `trash` |',
          '| screen | `trash` | `sale-orders` |',
        ]);
      } finally {
        rmSync(tree, { recursive: true, force: true });
      }
    });
  });

  it("docs/architecture.md's API module dependencies are the code's (else `npm run boundaries -- --write`)", () => {
    const document = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    expect(withDependencyList(document, apiDependencyList(root))).toBe(document);
  });

  it('holds for the repository', () => {
    expect(checkRepository(root)).toEqual([]);
  });
});
