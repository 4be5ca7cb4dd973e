import type { Language } from '../constants.js';
import type { Translation } from './en.js';
import { en } from './en.js';
import { vi } from './vi.js';

export type { Translation };
export { en, vi };

export const LOCALES: Record<Language, Translation> = { en, vi };

function lookup(language: Language, key: string): string | undefined {
  let node: unknown = LOCALES[language];
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Looks a dotted key up in a locale and fills {{name}} placeholders; used by the server. A numeric
 * `count` picks the plural form as i18next does in the browser (`KEY_one`, `KEY_other`, by the
 * language's plural rules), so a server message says "1 row" and "5 rows" from the same key.
 */
export function translate(
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const count = values.count;
  const plural =
    typeof count === 'number'
      ? (lookup(language, `${key}_${new Intl.PluralRules(language).select(count)}`) ??
        lookup(language, `${key}_other`))
      : undefined;
  const text = plural ?? lookup(language, key) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** Every dotted key of a locale tree, to compare locales and find unused or missing keys. */
export function localeKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([name, value]) =>
    typeof value === 'string' ? [`${prefix}${name}`] : localeKeys(value as object, `${prefix}${name}.`),
  );
}

export function pickLanguage(header: string | undefined): Language {
  return header?.toLowerCase().startsWith('vi') ? 'vi' : 'en';
}
