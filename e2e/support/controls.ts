import type { Locator, Page } from 'playwright-core';

/** Waits until the table of the element `testId` shows settled rows (no load under way). */
export async function waitForSettledTable(page: Page, testId: string): Promise<void> {
  await page.getByTestId(testId).waitFor();
  await page.waitForFunction(
    (id) => document.querySelector(`[data-testid="${id}"] table`)?.getAttribute('aria-busy') === 'false',
    testId,
  );
}

/**
 * Finds an id on a list screen through its filter's search box and returns its row once shown.
 * `list` is the screen's test-id prefix: `<list>-filter-submit`, `<list>-list`, `<list>-list-row`.
 */
export async function findInList(page: Page, list: string, id: number): Promise<Locator> {
  await page.getByTestId('filter-search').fill(String(id));
  await page.getByTestId(`${list}-filter-submit`).click();
  await waitForSettledTable(page, `${list}-list`);
  const row = page.locator(`[data-testid="${list}-list-row"][data-row-id="${id}"]`);
  await row.waitFor();
  return row;
}

/** Chooses an option of a select by its label, or (null) the first option with a label. */
export async function chooseInSelect(page: Page, testId: string, option: string | null): Promise<void> {
  await page.getByTestId(testId).getByRole('combobox').first().click();
  const options = page.getByRole('listbox').getByRole('option');
  if (option === null) await options.filter({ hasNotText: /^$/ }).first().click();
  else await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Picks the first catalogue entry of a product picker. */
export async function pickFirst(page: Page, testId: string): Promise<void> {
  await page.getByTestId(testId).locator('input').click();
  await page.getByRole('listbox').getByRole('option').first().click();
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * Types a local date (and time) into a date field of the pickers (shared DateInput and
 * DateTimeInput): DD/MM/YYYY in both languages, the lists' order, 24-hour time.
 */
export async function typeDate(
  page: Page,
  testId: string,
  at: Date,
  options: { time?: boolean } = {},
): Promise<void> {
  const field = page.getByTestId(testId).locator('xpath=..');
  await field.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  const time = options.time ? `${two(at.getHours())}${two(at.getMinutes())}` : '';
  await page.keyboard.type(`${two(at.getDate())}${two(at.getMonth() + 1)}${at.getFullYear()}${time}`);
}
