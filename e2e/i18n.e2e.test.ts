import { en, vi } from '@leadline/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite.js';

/** Menu titles (en.NAV), without the non-title texts (tooltips of the toggle). */
const NAV_TITLE_KEYS = (Object.keys(en.NAV) as (keyof typeof en.NAV)[]).filter(
  (key) => key !== 'TOGGLE' && key !== 'OPEN_MENU',
);

/** English menu titles whose Vietnamese text differs (every one now: Rocket and Combo too). */
const ENGLISH_TITLES = NAV_TITLE_KEYS.filter((key) => en.NAV[key] !== vi.NAV[key]).map((key) => en.NAV[key]);

/**
 * Single English words of the menu titles that the Vietnamese menu does not use on purpose
 * (names such as DO, DHL, Kerry and SAP stay as they are in vi.ts).
 */
const VIETNAMESE_WORDS = new Set(
  NAV_TITLE_KEYS.flatMap((key) => vi.NAV[key].split(/\s+/)).map((word) => word.toLowerCase()),
);
const ENGLISH_WORDS = [
  ...new Set(
    ENGLISH_TITLES.flatMap((title) => title.split(/\s+/)).filter(
      (word) => !VIETNAMESE_WORDS.has(word.toLowerCase()),
    ),
  ),
];

/** A text that looks like an untranslated locale key (NAV.DASHBOARD, PASSWORD.RULE...). */
const LOCALE_KEY_PATTERN = /\b[A-Z]+\.[A-Z_]+\b/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function englishLeftIn(text: string): string[] {
  const found = [...ENGLISH_TITLES, ...ENGLISH_WORDS].filter((english) =>
    new RegExp(`(^|[^\\p{L}])${escapeRegExp(english)}($|[^\\p{L}])`, 'u').test(text),
  );
  return [...new Set(found)];
}

async function switchLanguage(page: Page, language: 'en' | 'vi'): Promise<void> {
  await page.getByTestId('app-toolbar').getByTestId('language-switcher').click();
  await page.getByTestId(`language-${language}`).click();
  await page.waitForFunction((expected) => document.documentElement.lang === expected, language);
}

/** SPEC.md 1 and 9: English by default, Vietnamese on demand, the choice kept in the browser. */
describe('language switch', () => {
  const suite = useBrowserSuite();

  it('the English and Vietnamese menu titles this file checks are the intended ones', () => {
    expect(ENGLISH_TITLES).toContain('Dashboard');
    expect(ENGLISH_TITLES).toContain('Order List');
    // Rocket and Combo are translated too.
    expect(ENGLISH_TITLES).toContain('Combo');
    expect(ENGLISH_TITLES).toContain('Rocket');
    expect(ENGLISH_WORDS).toContain('Shipping');
    expect(ENGLISH_WORDS).not.toContain('DO');
  });

  it('switching to Vietnamese translates the navigation and the dashboard, with no English left in the navbar', async () => {
    const page = await suite.openLoggedIn('vn1.admin');
    const navbar = page.getByTestId('navbar');
    await navbar.getByText('Order List', { exact: true }).waitFor();
    // In English the check below finds the menu titles: it is not vacuous.
    expect(englishLeftIn(await navbar.innerText())).toEqual(
      expect.arrayContaining(['Dashboard', 'Order List']),
    );

    await switchLanguage(page, 'vi');
    await navbar.getByText('Bảng điều khiển', { exact: true }).waitFor();
    await navbar.getByText('Danh sách đơn hàng', { exact: true }).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toMatch(/^Xin chào/);
    await expect(page.getByTestId('app-toolbar').getByTestId('language-switcher').innerText()).resolves.toBe(
      'VI',
    );

    const navbarText = await navbar.innerText();
    expect(englishLeftIn(navbarText)).toEqual([]);
    expect(navbarText).not.toMatch(LOCALE_KEY_PATTERN);

    // The whole page, the dashboard's list of the user's pages included.
    await page.getByTestId('dashboard-menu').getByText('Quản lý thùng rác').waitFor();
    const bodyText = await page.locator('body').innerText();
    expect(bodyText.match(LOCALE_KEY_PATTERN)).toBeNull();
    expect(englishLeftIn(bodyText)).toEqual([]);
    await expect(page.evaluate(() => window.localStorage.getItem('language'))).resolves.toBe('vi');
  });

  it('Vietnamese survives a reload, and the login page after logout is in Vietnamese too', async () => {
    const page = await suite.openLoggedIn('vn1.admin');
    await switchLanguage(page, 'vi');
    await page.getByTestId('navbar').getByText('Bảng điều khiển', { exact: true }).waitFor();

    await page.reload();
    await page.getByTestId('navbar').getByText('Danh sách đơn hàng', { exact: true }).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toMatch(/^Xin chào/);
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('vi');
    expect(englishLeftIn(await page.getByTestId('navbar').innerText())).toEqual([]);

    await page.getByTestId('user-menu-open').click();
    await expect(page.getByTestId('logout').innerText()).resolves.toBe('Đăng xuất');
    await page.getByTestId('logout').click();
    await page.waitForURL('**/auth/login');
    await page.getByRole('heading', { name: 'Đăng nhập vào tài khoản của bạn' }).waitFor();
    await expect(page.getByTestId('login-submit').innerText()).resolves.toBe('Đăng nhập');
    await expect(page.getByTestId('language-switcher').innerText()).resolves.toBe('VI');

    // Server messages follow the language too (Accept-Language).
    await page.getByTestId('login-username').fill('vn1.admin');
    await page.getByTestId('login-password').fill('Wrong@1234');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error').innerText()).resolves.toBe(vi.SERVER.invalid_grant);
  });

  it('switching back to English restores the English menu', async () => {
    const page = await suite.openLoggedIn('vn1.admin', { language: 'vi' });
    const navbar = page.getByTestId('navbar');
    await navbar.getByText('Bảng điều khiển', { exact: true }).waitFor();
    await switchLanguage(page, 'en');
    await navbar.getByText('Order List', { exact: true }).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toMatch(/^Welcome, /);
    await expect(page.evaluate(() => window.localStorage.getItem('language'))).resolves.toBe('en');
  });
});
