import { describe, expect, it } from 'vitest';
import { uncalledNewLead } from './support/orders.js';
import { useBrowserSuite } from './support/suite.js';

/** docs/decisions.md 'Call outcomes': the edit screen offers as outcomes only what a call can give. */
describe('call outcomes on the edit screen', () => {
  const suite = useBrowserSuite();

  it('offers neither Uncall nor New nor Duplicated to choose; the saved New shows, not choosable', async () => {
    const page = await suite.openLoggedIn('vn1.agent');
    const lead = await uncalledNewLead(page);
    await page.goto(`/apps/orders/edit/${lead.typeLead}/${lead.leadId}`);
    const field = page.getByTestId('order-edit-lead-status');
    await expect.poll(() => field.getByRole('combobox').innerText()).toBe('New');
    await field.getByRole('combobox').click();
    const options = page.getByRole('option');
    await options.first().waitFor();
    const names = await options.allInnerTexts();
    expect(names).toEqual(expect.arrayContaining(['Approved', 'Rejected', 'Busy', 'No answer', 'Trash']));
    expect(names).not.toContain('Uncall');
    expect(names).not.toContain('Duplicated');
    await expect(
      page.getByRole('option', { name: 'New', exact: true }).getAttribute('aria-disabled'),
    ).resolves.toBe('true');
  });
});
