import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as contracts from './index.js';

/**
 * Each feature's refusals are named in its features/<f>/errors.ts (`<FEATURE>_ERRORS`, name to
 * locale key); the API throws them by name. A catalogue must reach the package's public entry and
 * every key must have its text in every language: translate() answers the key itself otherwise,
 * and the client would show 'ORDER_EDIT.SOMETHING'.
 */

const featuresDir = fileURLToPath(new URL('./features/', import.meta.url));
const foldersWithCatalogue = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(featuresDir, entry.name, 'errors.ts')))
  .map((entry) => entry.name);

const catalogues = Object.entries(contracts).filter(
  (entry): entry is [string, Record<string, string>] =>
    entry[0].endsWith('_ERRORS') && typeof entry[1] === 'object' && entry[1] !== null,
);

describe('error catalogues (features/<f>/errors.ts)', () => {
  it('every feature folder with an errors.ts exports its catalogue from the package', () => {
    expect(foldersWithCatalogue.length).toBeGreaterThan(0);
    expect(catalogues.length).toBe(foldersWithCatalogue.length);
  });

  it.each(catalogues)('%s: every refusal has its text in en and vi', (_name, catalogue) => {
    const missing = Object.values(catalogue).flatMap((key) =>
      contracts.LANGUAGES.filter((language) => contracts.translate(language, key) === key).map(
        (language) => `${language}: ${key}`,
      ),
    );
    expect(missing).toEqual([]);
  });
});
