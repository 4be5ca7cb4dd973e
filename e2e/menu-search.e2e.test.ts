import { MENU_SEARCH_LIMIT, translate } from '@leadline/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectedSuggestions, menuTitles } from './support/menu.js';
import { pathOf, useBrowserSuite } from './support/suite.js';

const VN1_ADMIN = { roles: [11], org: 'VN1' } as const;
const TH1_ADMIN = { roles: [11], org: 'TH1' } as const;

async function openSearch(page: Page): Promise<Locator> {
  await page.getByTestId('menu-search-open').click();
  const input = page.getByTestId('menu-search-input');
  await input.waitFor();
  return input;
}

function resultTexts(page: Page): Promise<string[]> {
  return page.getByTestId('menu-search-result').allInnerTexts();
}

/** The titles of a user's menu that contain a needle, as SPEC.md 2.1's search finds them. */
function matching(titles: string[], needle: string): string[] {
  return titles.filter((title) => title.toLowerCase().includes(needle));
}

/** SPEC.md 2.1: the search trims and lowercases its text, shows at most 10 suggestions, closes on Escape. */
describe('menu search', () => {
  const suite = useBrowserSuite();

  it("'  SHIP ' finds the shipping pages; Enter opens the first", async () => {
    const page = await suite.openLoggedIn('vn1.admin');
    const input = await openSearch(page);
    await input.fill('  SHIP ');
    const expected = matching(menuTitles(VN1_ADMIN), 'ship');
    expect(expected.length).toBeGreaterThan(1);
    await expect.poll(() => resultTexts(page)).toEqual(expected);
    const results = await resultTexts(page);
    expect(results.length).toBeLessThanOrEqual(MENU_SEARCH_LIMIT);
    for (const title of results) expect(title.toLowerCase()).toContain('ship');

    await input.press('Enter');
    await page.waitForURL('**/apps/orders/shipping');
    await page.getByTestId('page-orders.shipping').waitFor();
    // Going to a page closes the search.
    await expect(page.getByTestId('menu-search-input').count()).resolves.toBe(0);
  });

  it('the arrow keys pick another suggestion and a click opens one', async () => {
    const page = await suite.openLoggedIn('vn1.admin');
    let input = await openSearch(page);
    await input.fill('ship');
    await expect.poll(() => resultTexts(page)).toEqual(['Shipping', 'Shipping Pending']);
    await input.press('ArrowDown');
    await input.press('Enter');
    await page.waitForURL('**/apps/orders/shipping-pending');

    input = await openSearch(page);
    await input.fill('trash');
    await page.getByTestId('menu-search-result').filter({ hasText: 'Trash Management' }).click();
    await page.waitForURL('**/apps/orders/trash-management');
  });

  it('Escape closes the search input', async () => {
    const page = await suite.openLoggedIn('vn1.admin');
    const input = await openSearch(page);
    await input.fill('order');
    await page.getByTestId('menu-search-result').first().waitFor();
    await input.press('Escape');
    await input.waitFor({ state: 'detached' });
    await expect(page.getByTestId('menu-search-result').count()).resolves.toBe(0);
    await page.getByTestId('menu-search-open').waitFor();
    expect(pathOf(page)).toBe('/apps/dashboard');

    // Opened again, it starts empty.
    const again = await openSearch(page);
    await expect(again.inputValue()).resolves.toBe('');
  });

  it("'zzzz' shows the no-results text", async () => {
    const page = await suite.openLoggedIn('vn1.admin');
    const input = await openSearch(page);
    await input.fill('zzzz');
    await page.getByTestId('menu-search-results').getByText('No page matches').waitFor();
    await expect(page.getByTestId('menu-search-result').count()).resolves.toBe(0);
    // Enter with nothing found stays where it is.
    await input.press('Enter');
    expect(pathOf(page)).toBe('/apps/dashboard');
  });

  it("'a' shows at most 10 suggestions, all containing 'a'", async () => {
    const page = await suite.openLoggedIn('vn1.admin');
    const input = await openSearch(page);
    await input.fill('a');
    const expected = expectedSuggestions(VN1_ADMIN, 'a', MENU_SEARCH_LIMIT);
    await expect.poll(() => resultTexts(page)).toEqual(expected);
    const results = await resultTexts(page);
    expect(results.length).toBeLessThanOrEqual(MENU_SEARCH_LIMIT);
    for (const title of results) expect(title.toLowerCase()).toContain('a');
  });

  it('more than 10 matching pages show exactly 10 suggestions', async () => {
    // vn1.admin's English menu has no letter in more than 10 titles; th1.admin's has 'n' in 12.
    const titles = menuTitles(TH1_ADMIN);
    const all = matching(titles, 'n');
    expect(all.length).toBeGreaterThan(MENU_SEARCH_LIMIT);

    const page = await suite.openLoggedIn('th1.admin');
    const input = await openSearch(page);
    await input.fill(' N ');
    await expect.poll(() => resultTexts(page)).toEqual(all.slice(0, MENU_SEARCH_LIMIT));
  });

  it("an administrator finds the settings by 'user' and 'setting', and the campaigns, in English and Vietnamese", async () => {
    const page = await suite.openLoggedIn('vn1.admin');
    let input = await openSearch(page);
    await input.fill('user');
    await expect.poll(() => resultTexts(page)).toEqual(['CRM settings']);
    await input.press('Enter');
    await page.waitForURL('**/apps/settings/crm');
    input = await openSearch(page);
    await input.fill('setting');
    await expect.poll(() => resultTexts(page)).toEqual(['CRM settings']);
    await input.fill('campaign');
    await expect.poll(() => resultTexts(page)).toEqual(['Campaign management', 'Campaign configurations']);
    await input.fill('agent group');
    await expect.poll(() => resultTexts(page)).toEqual(['Agent Group']);

    const vi = await suite.openLoggedIn('vn1.admin', { language: 'vi' });
    const viInput = await openSearch(vi);
    await viInput.fill('người dùng');
    const expected = expectedSuggestions(VN1_ADMIN, 'người dùng', MENU_SEARCH_LIMIT, 'vi');
    expect(expected).toContain(translate('vi', 'PAGES.SETTINGS_CRM'));
    await expect.poll(() => resultTexts(vi)).toEqual(expected);
  });

  it('an agent finds no settings: the search offers only the pages the role may open', async () => {
    const page = await suite.openLoggedIn('vn1.agent');
    const input = await openSearch(page);
    await input.fill('user');
    await page.getByTestId('menu-search-results').getByText('No page matches').waitFor();
  });
});
