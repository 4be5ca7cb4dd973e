import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite.js';

/** The visible field of a date input (the sections), by the test id of its value input. */
const fieldOf = (page: Page, testId: string) => page.getByTestId(testId).locator('xpath=..');
/** The sections' text without the line breaks between them. */
const textOf = async (page: Page, testId: string) =>
  (await fieldOf(page, testId).innerText()).replace(/\s+/g, '');

/** Issue 9 item 12: date inputs follow the UI language, as the tables do. */
describe('date inputs in the UI language', () => {
  const suite = useBrowserSuite();

  for (const [language, typed, shown] of [
    ['vi', '24112026', '24/11/2026'],
    ['en', '11242026', '11/24/2026'],
  ] as const) {
    it(`${language}: the order list's date filter reads and takes ${shown}, and the list asks for 2026-11-24`, async () => {
      const page = await suite.openLoggedIn('vn1.manager', { language, path: '/apps/orders/list' });
      const field = fieldOf(page, 'filter-dateFrom');
      await field.waitFor();
      // Empty, it shows the day order of the language.
      await expect(textOf(page, 'filter-dateFrom')).resolves.toMatch(
        language === 'vi' ? /^DD\/MM\/YYYY/ : /^MM\/DD\/YYYY/,
      );
      await field.click();
      await page.keyboard.type(typed);
      await expect.poll(() => textOf(page, 'filter-dateFrom')).toContain(shown);
      await expect(page.getByTestId('filter-dateFrom').inputValue()).resolves.toBe(shown);
      const request = page.waitForRequest(
        (candidate) => candidate.url().includes('/api/orders/list') && candidate.method() === 'POST',
      );
      await page.getByTestId('order-list-filter-submit').click();
      expect((await request).postDataJSON()).toMatchObject({ dateFrom: '2026-11-24' });
    });
  }
});
