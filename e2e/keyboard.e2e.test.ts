import { LEAD_STATUS, type OrderDetail, SO_STATUS, type ValidationRow } from '@leadline/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForSettledTable } from './support/controls.js';
import { callApi } from './support/session.js';
import { useBrowserSuite } from './support/suite.js';

/**
 * docs/accessibility.md: the agent's lead page and the validator's list worked with the keyboard
 * only (Tab, Shift+Tab, Enter, Space, Escape, arrows and the lead page's Alt shortcuts), with a
 * visible focus on each step, and dialogs that keep the focus inside and give it back on close. No
 * click and no fill: every key goes through page.keyboard.
 */

/** Presses `key` until `target` holds the focus (at most `limit` times). */
async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', limit = 200): Promise<void> {
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached the element`);
}

/**
 * What shows where the focus is: an outline, a box shadow, or (a text field or select) the
 * focused field's 2px border. Returns a description, or null when nothing shows.
 */
function focusSign(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1)
      return `outline ${style.outlineWidth} ${style.outlineStyle}`;
    if (style.boxShadow !== 'none') return `box-shadow ${style.boxShadow}`;
    const field = element.closest('.MuiInputBase-root.Mui-focused');
    const border = field?.querySelector('fieldset');
    if (border && Number.parseFloat(getComputedStyle(border).borderWidth) >= 2) return 'field border 2px';
    return null;
  });
}

/** Focus back on the document's start, as after a page load. */
const startFromTop = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

const inside = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement));

describe('keyboard only, with a visible focus', () => {
  const suite = useBrowserSuite({ env: { TELEPHONY_SIM_SPEED: '20', TELEPHONY_SIM_SEED: 'keyboard-e2e' } });

  it('an agent opens a lead from the list, calls, picks an outcome and saves it', async () => {
    const page = await suite.openLoggedIn('vn1.agent', { path: '/apps/orders/list' });
    await waitForSettledTable(page, 'order-list');
    const row = page
      .getByTestId('order-list-row')
      .filter({ has: page.locator(`[data-testid="lead-status"][data-status="${LEAD_STATUS.NEW}"]`) })
      .first();
    const leadId = Number(await row.getAttribute('data-row-id'));

    await startFromTop(page);
    await pressUntilFocused(page, row);
    expect(await focusSign(page)).not.toBeNull();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/apps/orders/edit/lead/${leadId}`);
    await page.getByTestId('order-edit-lead').waitFor();

    // The shortcuts' help is a dialog: it holds the focus while open and gives it back on close.
    const save = page.getByTestId('order-edit-save');
    await startFromTop(page);
    await pressUntilFocused(page, save);
    expect(await focusSign(page)).not.toBeNull();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog');
    await help.waitFor();
    await expect.poll(() => inside(help)).toBe(true);
    for (let press = 0; press < 6; press++) {
      await page.keyboard.press(press % 2 ? 'Shift+Tab' : 'Tab');
      expect(await inside(help)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    await expect.poll(() => save.evaluate((element) => element === document.activeElement)).toBe(true);

    // Call (Alt+C), then the outcome (Alt+O focuses it; the arrows choose), then save (Alt+S).
    await page.keyboard.press('Alt+KeyC');
    await page.getByText(/^Calling /).waitFor();
    await page.keyboard.press('Alt+KeyO');
    const status = page.getByTestId('order-edit-lead-status').getByRole('combobox');
    await expect.poll(() => status.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await focusSign(page)).not.toBeNull();
    await page.keyboard.press('ArrowDown');
    const noAnswer = page.getByRole('option', { name: 'No answer', exact: true });
    await noAnswer.waitFor();
    await pressUntilFocused(page, noAnswer, 'ArrowDown', 30);
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await expect.poll(() => status.innerText()).toBe('No answer');
    await page.keyboard.press('Alt+KeyS');
    await page.waitForURL((url) => url.pathname === '/apps/orders/list');
    const saved = await callApi<OrderDetail>(page, 'GET', `/api/orders/detail/lead/${leadId}`);
    expect(saved.data.leadData.status).toBe(LEAD_STATUS.NO_ANSWER);
  });

  it('a validator finds an order, looks at its calls in a dialog and approves it', async () => {
    const page = await suite.openLoggedIn('vn1.validator', { path: '/apps/orders/validation' });
    await waitForSettledTable(page, 'validation-list');
    const pending = await callApi<ValidationRow[]>(page, 'POST', '/api/SO/ValidationList', {
      status: [SO_STATUS.PENDING],
      limit: 60,
    });
    const order = pending.data.find(
      (row) =>
        !row.isOutOfStock && row.missingAddress.length === 0 && row.paymentState !== 'awaiting_transfer',
    );
    if (!order) throw new Error('no approvable order in the demo data');

    // The search field, typed into, and Enter runs the search.
    const search = page.getByTestId('filter-search');
    await startFromTop(page);
    await pressUntilFocused(page, search.locator('input').or(search).first());
    expect(await focusSign(page)).not.toBeNull();
    await page.keyboard.type(String(order.soId));
    await page.keyboard.press('Enter');
    const row = page.locator(`[data-testid="validation-list-row"][data-row-id="${order.soId}"]`);
    await row.waitFor();
    await waitForSettledTable(page, 'validation-list');

    // The calls of the order: a dialog that keeps the focus and gives it back to its button.
    const play = row.getByTestId(`play-${order.soId}`);
    await pressUntilFocused(page, play);
    expect(await focusSign(page)).not.toBeNull();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('recordings-dialog');
    await dialog.waitFor();
    await expect.poll(() => inside(dialog)).toBe(true);
    for (let press = 0; press < 6; press++) {
      await page.keyboard.press(press % 2 ? 'Shift+Tab' : 'Tab');
      expect(await inside(dialog)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => play.evaluate((element) => element === document.activeElement)).toBe(true);

    // Approve: Shift+Tab and Tab reach it from the play button; Space presses it.
    const approve = row.getByTestId(`approve-${order.soId}`);
    await pressUntilFocused(page, approve, 'Shift+Tab', 20).catch(() =>
      pressUntilFocused(page, approve, 'Tab', 20),
    );
    expect(await focusSign(page)).not.toBeNull();
    await page.keyboard.press('Space');
    await page.getByRole('alert').filter({ hasText: 'Succeed!' }).first().waitFor();
    await expect.poll(() => row.getByTestId('validation-status').innerText()).toContain('Approved');
  });
});
