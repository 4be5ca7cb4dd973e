import { describe, expect, it } from 'vitest';
import { uncalledNewLead } from './support/orders.js';
import { useBrowserSuite } from './support/suite.js';

/**
 * The call's live state beside the lead's phone, with Hang up, and the lead summary's call counter
 * following the call without a reload.
 */
describe('the call on the edit screen', () => {
  const suite = useBrowserSuite();

  it('shows the call live (dialling, ringing or connected) with Hang up, then ended with its outcome; the summary counts it', async () => {
    const page = await suite.openLoggedIn('vn1.agent');
    const lead = await uncalledNewLead(page);
    await page.goto(`/apps/orders/edit/${lead.typeLead}/${lead.leadId}`);
    const attempts = page.getByTestId('summary-call-attempts');
    await attempts.waitFor();
    const before = Number((await attempts.innerText()).replace(/\D/g, '')) || 0;

    await page.getByTestId('order-edit-call').click();
    const state = page.getByTestId('lead-call-state');
    await state.waitFor();
    const first = await state.getAttribute('data-state');
    expect(['dialing', 'ringing', 'answered', 'ended']).toContain(first);
    // While live, Hang up takes the Call button's place.
    if (first !== 'ended') {
      await expect(page.getByTestId('order-edit-call').count()).resolves.toBe(0);
      await page.getByTestId('lead-call-hang-up').click();
    }
    await expect.poll(() => state.getAttribute('data-state'), { timeout: 15_000 }).toBe('ended');
    await expect(state.innerText()).resolves.toMatch(/Call ended · (Answered|No answer|Busy|Failed)/);
    await expect(page.getByTestId('order-edit-call').innerText()).resolves.toMatch(/Call again/i);
    // The counter follows without a reload.
    await expect.poll(async () => Number((await attempts.innerText()).replace(/\D/g, ''))).toBe(before + 1);
  });
});
