import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants.js';
import { ERROR_CODES } from '../envelope.js';
import { LAYOUTS, THEMES } from '../features/user-settings/user-settings.js';
import { MENU_GROUPS, MENU_ITEMS } from '../menu.js';
import { ROLE_SLUG } from '../roles.js';
import type { AppRouteDefinition } from '../routes.js';
import { APP_ROUTES } from '../routes.js';
import { en, LOCALES, localeKeys, pickLanguage, translate, vi } from './index.js';

/** Leaf value of a dotted key, or undefined when the key is missing or names a subtree. */
function leaf(tree: object, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

const enKeys = localeKeys(en);
const viKeys = localeKeys(vi);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

/** Texts SPEC.md gives word for word (sections 2.4, 5, 8). */
const SPEC_TEXTS: [string, string][] = [
  ['COMMON.NO_DATA', 'No data to show!'],
  ['COMMON.SUCCEED', 'Succeed!'],
  ['COMMON.FAILED', 'Failed'],
  ['COMMON.SUCCESS', 'Success'],
  [
    'PASSWORD.RULE',
    'Password is containing at least 8 characters, 1 number, 1 upper, 1 lowercase, 1 special symbol and less than 32 characters.',
  ],
  ['PASSWORD.CONFIRM_NOT_MATCH', 'Password confirm is not match'],
  ['PASSWORD.OLD_NOT_CORRECT', 'The old password is not correct, please check it out!'],
  ['AUTH.NO_ROLE', 'This user does not have role, please set role before login, thank you!!'],
  [
    'ERRORS.RENDER_CRASH',
    'Sorry.. there was an error, please contact IT Support to help this case, thank you!',
  ],
  ['ERRORS.DENY_ACCESS_TEXT', 'You do not have permission to access this page'],
  ['ERRORS.DENY_LEAD_ACCESS_TEXT', 'You do not have permission to view information of this lead'],
  ['ERRORS.ACCESS_TOKEN_EXPIRED', 'access_token expired'],
  ['ERRORS.SOMETHING_WENT_ERROR', 'Something went error!'],
  ['ERRORS.CHECK_CONNECTION', 'Please check your internet connection or IT support, thank you!'],
  [
    'ERRORS.SERVER_UNREACHABLE',
    'Maybe server error, please contact IT Support to help this case, thank you!',
  ],
];

/** SPEC.md 5, "Business messages". */
const SPEC_BUSINESS_MESSAGES = [
  'Time is not correct, please choose it again.',
  'Please choose Payment Method.',
  'Please choose the reason.',
  'Please input these fields.',
  'Please making call before saving lead status.',
  'Appointment date can not less than 2 days from now.',
  'Transaction ID is required.',
  'Discount can not bigger than 100.',
  'Discount amount cannot be greater than the product price.',
  'Weight (%) can not bigger than.',
  'Product is not true.',
];

describe('en and vi', () => {
  it('have exactly the same keys', () => {
    expect(viKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !viKeys.includes(key))).toEqual([]);
    expect(new Set(enKeys).size).toBe(enKeys.length);
  });

  it('have no empty texts', () => {
    for (const [language, tree] of Object.entries(LOCALES)) {
      for (const key of localeKeys(tree)) {
        expect(leaf(tree, key)?.trim(), `${language} ${key}`).toBeTruthy();
      }
    }
  });

  it('use the same {{placeholders}} in both languages', () => {
    for (const key of enKeys) {
      expect(placeholders(leaf(vi, key) ?? ''), key).toEqual(placeholders(leaf(en, key) ?? ''));
    }
  });

  it('come with both plural forms', () => {
    for (const key of enKeys.filter((candidate) => /_(one|other)$/.test(candidate))) {
      const base = key.replace(/_(one|other)$/, '');
      expect(enKeys, key).toContain(`${base}_one`);
      expect(enKeys, key).toContain(`${base}_other`);
    }
  });

  it('vi is a translation: at least 90% of its texts differ from en', () => {
    const same = enKeys.filter((key) => leaf(en, key) === leaf(vi, key));
    expect(same.length / enKeys.length, `identical: ${same.join(', ')}`).toBeLessThanOrEqual(0.1);
  });

  it('LOCALES holds every supported language', () => {
    expect(Object.keys(LOCALES).sort()).toEqual([...LANGUAGES].sort());
    expect(LOCALES.en).toBe(en);
    expect(LOCALES.vi).toBe(vi);
  });
});

describe('keys the other tables use', () => {
  const needed: [string, string][] = [
    ...(APP_ROUTES as readonly AppRouteDefinition[]).map((route): [string, string] => [
      route.key,
      route.titleKey,
    ]),
    ...MENU_GROUPS.map((group): [string, string] => [`group ${group.key}`, group.titleKey]),
    ...MENU_ITEMS.flatMap((item): [string, string][] =>
      item.keywordsKey ? [[`menu keywords ${item.route}`, item.keywordsKey]] : [],
    ),
    ...ERROR_CODES.map((code): [string, string] => [`error ${code}`, `SERVER.${code}`]),
    ...Object.entries(ROLE_SLUG).map(([code, slug]): [string, string] => [`role ${code}`, `ROLES.${slug}`]),
    ...THEMES.map((theme): [string, string] => [`theme ${theme}`, `SETTINGS.THEMES.${theme}`]),
    ...LAYOUTS.map((layout): [string, string] => [`layout ${layout}`, `SETTINGS.LAYOUTS.${layout}`]),
    ...LANGUAGES.map((language): [string, string] => [`language ${language}`, `LANGUAGES.${language}`]),
    ['layout refinement', 'SETTINGS.CONTAINER_NOT_FOR_LAYOUT1'],
    ['payment problem', 'EDITORDER.PAYMENT_MESSAGE'],
  ];

  it.each(needed)('%s: %s exists in en and vi', (_, key) => {
    expect(leaf(en, key), `en ${key}`).toBeDefined();
    expect(leaf(vi, key), `vi ${key}`).toBeDefined();
  });
});

describe('SPEC texts in en', () => {
  it.each(SPEC_TEXTS)('%s is the SPEC text', (key, text) => {
    expect(leaf(en, key)).toBe(text);
  });

  it('MESSAGES holds exactly the SPEC 5 business messages', () => {
    expect(Object.values(en.MESSAGES).sort()).toEqual([...SPEC_BUSINESS_MESSAGES].sort());
  });

  it('the server texts of expired tokens and missing roles match the client texts', () => {
    expect(en.SERVER.invalid_token).toBe(en.ERRORS.ACCESS_TOKEN_EXPIRED);
    expect(en.SERVER.no_role).toBe(en.AUTH.NO_ROLE);
  });
});

describe('translate', () => {
  it('looks up dotted keys in the language', () => {
    expect(translate('en', 'COMMON.NO_DATA')).toBe('No data to show!');
    expect(translate('vi', 'COMMON.NO_DATA')).toBe(vi.COMMON.NO_DATA);
    expect(translate('en', 'ROLES.org-admin')).toBe(en.ROLES['org-admin']);
  });

  it('fills {{placeholders}}', () => {
    expect(translate('en', 'DASHBOARD.WELCOME', { name: 'Lan' })).toBe('Welcome, Lan');
    expect(translate('vi', 'DASHBOARD.WELCOME', { name: 'Lan' })).toBe('Xin chào, Lan');
    expect(translate('en', 'SERVER.too_many_requests', { minutes: 15 })).toBe(
      'Too many failed attempts, please try again in 15 minutes',
    );
    expect(translate('en', 'PASSWORD.EXPIRES_SOON_other', { count: 3 })).toBe(
      'Your password expires in 3 days. Please change it.',
    );
  });

  it('falls back to the key when it is missing or names a subtree', () => {
    expect(translate('en', 'COMMON.NOPE')).toBe('COMMON.NOPE');
    expect(translate('vi', 'NOPE.AT.ALL')).toBe('NOPE.AT.ALL');
    expect(translate('en', 'COMMON')).toBe('COMMON');
    expect(translate('en', 'COMMON.NO_DATA.DEEPER')).toBe('COMMON.NO_DATA.DEEPER');
  });

  it('leaves no placeholder behind when a value is missing', () => {
    expect(translate('en', 'DASHBOARD.WELCOME')).toBe('Welcome, ');
  });
});

describe('pickLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['vi', 'vi'],
    ['vi-VN,vi;q=0.9,en;q=0.8', 'vi'],
    ['VI', 'vi'],
    ['en-US,en;q=0.9', 'en'],
    ['th', 'en'],
  ] as const)('%j gives %s', (header, language) => {
    expect(pickLanguage(header)).toBe(language);
  });
});
