import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkFile, checkRepository, importSpecifiers } from './import-boundaries.js';

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

  it('holds for the repository', () => {
    expect(checkRepository(root)).toEqual([]);
  });
});
