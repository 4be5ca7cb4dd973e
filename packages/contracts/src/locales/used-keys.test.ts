import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALES } from './index.js';

/**
 * Every translation key the web client uses must exist in every locale. The scanner reads the
 * sources as text: t('KEY'), i18nKey="KEY" and any string literal that looks like a locale key
 * (used through variables such as titleKey). Keys with a dynamic part are skipped.
 */

type UseKind = 't' | 'i18nKey' | 'literal';

interface KeyUse {
  key: string;
  file: string;
  line: number;
  kind: UseKind;
  /** t('X', { count }) — satisfied by X_one and X_other. */
  plural: boolean;
}

const LOCALE_PREFIXES =
  'NAV|PAGES|AUTH|PASSWORD|TOOLBAR|SETTINGS|DASHBOARD|ROLES|ERRORS|MESSAGES|COMMON|EDITORDER|SERVER|APP|LANGUAGES';
const QUOTED = String.raw`(?:'([^'\n]*)'|"([^"\n]*)"|\x60([^\x60]*)\x60)`;
const T_CALL = new RegExp(String.raw`\bt\(\s*${QUOTED}`, 'g');
const I18N_KEY = new RegExp(String.raw`\bi18nKey\s*=\s*(?:\{\s*)?${QUOTED}`, 'g');
const KEY_LITERAL = new RegExp(String.raw`(['"\x60])((?:${LOCALE_PREFIXES})\.[A-Za-z0-9_.-]+)\1`, 'g');

function listSourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listSourceFiles(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [path];
  });
}

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** The quoted argument of a match, or undefined when it is a template with a dynamic part. */
function staticKey(match: RegExpMatchArray): string | undefined {
  const [, single, double, template] = match;
  if (template !== undefined) return template.includes('${') ? undefined : template;
  return single ?? double;
}

function scanSource(text: string, file: string): KeyUse[] {
  const uses: KeyUse[] = [];
  const seen = new Set<string>();
  const add = (key: string, index: number, kind: UseKind, plural = false) => {
    const line = lineAt(text, index);
    const id = `${key}@${line}`;
    if (seen.has(id)) return;
    seen.add(id);
    uses.push({ key, file, line, kind, plural });
  };
  for (const match of text.matchAll(T_CALL)) {
    const key = staticKey(match);
    if (key === undefined) continue;
    const end = (match.index ?? 0) + match[0].length;
    const rest = text.slice(end, end + 300);
    // t('SETTINGS.THEMES.' + name): completed at run time.
    if (/^\s*\+/.test(rest) || key.endsWith('.')) continue;
    const args = rest.slice(0, rest.indexOf(')') === -1 ? rest.length : rest.indexOf(')'));
    add(key, match.index ?? 0, 't', /^\s*,\s*\{[^}]*\bcount\b/.test(args));
  }
  for (const match of text.matchAll(I18N_KEY)) {
    const key = staticKey(match);
    if (key !== undefined) add(key, match.index ?? 0, 'i18nKey');
  }
  for (const match of text.matchAll(KEY_LITERAL)) {
    const key = match[2] ?? '';
    // 'SETTINGS.THEMES.' + name: a prefix completed at run time.
    if (key.endsWith('.')) continue;
    add(key, match.index ?? 0, 'literal');
  }
  return uses;
}

function scanDirectory(dir: string): KeyUse[] {
  return listSourceFiles(dir).flatMap((file) => scanSource(readFileSync(file, 'utf8'), relative(dir, file)));
}

function lookup(tree: object, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return node;
}

function isSatisfied(tree: object, use: KeyUse): boolean {
  const value = lookup(tree, use.key);
  if (typeof value === 'string') return true;
  const pluralForms =
    typeof lookup(tree, `${use.key}_one`) === 'string' &&
    typeof lookup(tree, `${use.key}_other`) === 'string';
  if (use.kind === 't') return use.plural && pluralForms;
  // A literal may be a plural base or a prefix used to build keys; t() and i18nKey need a text.
  if (use.kind === 'literal') return pluralForms || (typeof value === 'object' && value !== null);
  return false;
}

/** One line per key and locale: "vi: KEY (file:line)". */
function missingKeys(uses: readonly KeyUse[], locales: Record<string, object>): string[] {
  return Object.entries(locales).flatMap(([language, tree]) =>
    uses
      .filter((use) => !isSatisfied(tree, use))
      .map((use) => `${language}: ${use.key} (${use.file}:${use.line})`),
  );
}

describe('the used-keys scanner', () => {
  const fixture = mkdtempSync(join(tmpdir(), 'leadline-used-keys-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(fixture, path)), { recursive: true });
    writeFileSync(join(fixture, path), text);
  };
  write(
    'pages/Page.tsx',
    [
      "const title = t('NAV.DASHBOARD');",
      'const broken = t("AUTH.NOT_A_KEY");',
      'const banner = <Trans i18nKey="PAGES.NOPE" />;',
      "const other = <Trans i18nKey={'COMMON.SAVE'} />;",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is source text holding a template
      'const dynamic = t(`NAV.${name}`);',
      'const fixed = t(`COMMON.CANCEL`);',
      "const days = t('PASSWORD.EXPIRES_SOON', { count: left });",
      "const wrong = t('PASSWORD.EXPIRES_SOON');",
      "const item = { titleKey: 'ERRORS.NOT_THERE' };",
      "const theme = t('SETTINGS.THEMES.' + name);",
      "const group = 'SETTINGS.THEMES';",
      "const path = '/apps/dashboard';",
    ].join('\n'),
  );
  write('deep/nested/dir/helper.ts', "export const x = i18n.t('COMMON.MISSING_TOO');\n");
  write('deep/nested/dir/helper.test.ts', "t('SHOULD.NOT_BE_SCANNED');\n");
  write('plain.js', "t('NOT.SCANNED_JS');\n");
  write('node_modules/lib/index.ts', "t('NOT.SCANNED_DEPENDENCY');\n");

  it('finds the keys of every form and skips dynamic ones, tests and other files', () => {
    const uses = scanDirectory(fixture);
    const found = uses.map((use) => `${use.kind} ${use.key}${use.plural ? ' (plural)' : ''}`).sort();
    expect(found).toEqual(
      [
        't NAV.DASHBOARD',
        't AUTH.NOT_A_KEY',
        'i18nKey PAGES.NOPE',
        'i18nKey COMMON.SAVE',
        't COMMON.CANCEL',
        't PASSWORD.EXPIRES_SOON (plural)',
        't PASSWORD.EXPIRES_SOON',
        'literal ERRORS.NOT_THERE',
        'literal SETTINGS.THEMES',
        't COMMON.MISSING_TOO',
      ].sort(),
    );
  });

  it('reports every missing key with its file and line', () => {
    const helper = join('deep', 'nested', 'dir', 'helper.ts');
    const page = join('pages', 'Page.tsx');
    expect(missingKeys(scanDirectory(fixture), { en: LOCALES.en }).sort()).toEqual(
      [
        `en: AUTH.NOT_A_KEY (${page}:2)`,
        `en: PAGES.NOPE (${page}:3)`,
        `en: PASSWORD.EXPIRES_SOON (${page}:8)`,
        `en: ERRORS.NOT_THERE (${page}:9)`,
        `en: COMMON.MISSING_TOO (${helper}:1)`,
      ].sort(),
    );
  });

  it('checks each locale on its own', () => {
    const uses = scanSource("t('A.B'); t('A.C', { count });", 'x.ts');
    const locales = { en: { A: { B: 'b', C_one: 'c', C_other: 'cs' } }, vi: { A: { B: 'b' } } };
    expect(missingKeys(uses, locales)).toEqual(['vi: A.C (x.ts:1)']);
  });

  it('returns nothing for a directory that does not exist', () => {
    expect(scanDirectory(join(fixture, 'absent'))).toEqual([]);
  });
});

describe('keys used by apps/web/src', () => {
  it('all exist in every locale', () => {
    const webSrc = fileURLToPath(new URL('../../../../apps/web/src/', import.meta.url));
    // The path points into the web workspace even while its src folder is still empty.
    expect(existsSync(join(webSrc, '..', 'package.json'))).toBe(true);
    const uses = scanDirectory(webSrc);
    // Guards the scanner itself: files calling t('...') must yield keys.
    const callsT = listSourceFiles(webSrc).some((file) => /\bt\(\s*['"]/.test(readFileSync(file, 'utf8')));
    if (callsT) expect(uses.length).toBeGreaterThan(0);
    expect(missingKeys(uses, LOCALES)).toEqual([]);
  });
});
