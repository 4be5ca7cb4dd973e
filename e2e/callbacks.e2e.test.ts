import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { callbackOnNewLead } from '../apps/api/src/testing/callback-fixtures.js';
import { waitForSettledTable } from './support/controls.js';
import { useBrowserSuite } from './support/suite.js';

/** The callback list and campaign management in Chromium. */
describe('callbacks and campaigns', () => {
  const suite = useBrowserSuite();

  /** A New lead of vn1 saved Callback (potential) by its agent, with its callback due an hour ago. */
  async function dueCallback() {
    const db = suite.engine.db;
    const agent = await db
      .selectFrom('users')
      .select(['id', 'orgId'])
      .where('userName', '=', 'vn1.agent')
      .executeTakeFirstOrThrow();
    return callbackOnNewLead(db, {
      orgId: agent.orgId,
      agentId: agent.id,
      scheduledAt: new Date(Date.now() - 3_600_000),
      note: 'Call back after lunch',
    });
  }

  it('an agent sees a due callback in their list and opens its lead from it', async () => {
    const due = await dueCallback();
    const page = await suite.openLoggedIn('vn1.agent', { path: '/apps/callback/list' });
    await page.getByTestId('page-callback.list').waitFor();
    await expect(page.getByRole('heading', { name: 'Callback list' }).count()).resolves.toBeGreaterThan(0);
    await waitForSettledTable(page, 'callback-list');
    const row = page.locator(`[data-testid="callback-list-row"][data-row-id="${due.callbackId}"]`);
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain(due.customerName);
    expect(text).toContain('Overdue');
    // The note is one click away in the column chooser (hidden by default so the list fits 1366 px).
    expect(text).not.toContain('Call back after lunch');

    // The overdue filter keeps it; the upcoming one does not.
    await page.getByTestId('filter-due').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Upcoming', exact: true }).click();
    await page.getByTestId('callback-filter-submit').click();
    await waitForSettledTable(page, 'callback-list');
    await expect(row.count()).resolves.toBe(0);
    await page.getByTestId('filter-due').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Overdue', exact: true }).click();
    await page.getByTestId('callback-filter-submit').click();
    await waitForSettledTable(page, 'callback-list');
    await row.waitFor();

    await row.click();
    await page.waitForURL(`**/apps/orders/edit/lead/${due.leadId}`);
  });

  it('the reminder of a callback falling due shows to its agent with a link to the lead', async () => {
    const page = await suite.openLoggedIn('vn1.agent', { path: '/apps/callback/list' });
    await waitForSettledTable(page, 'callback-list');
    const due = await dueCallback();
    // Earlier tests' callbacks are not reminded here: this page's one reminder is this callback's.
    await sql`UPDATE callbacks SET reminded_at = now() WHERE id <> ${due.callbackId} AND reminded_at IS NULL`.execute(
      suite.engine.db,
    );
    // The next round of the reminder job now rather than in up to 30 s (docs/jobs.md recurring_jobs).
    await sql`UPDATE recurring_jobs SET next_run_at = now() WHERE kind = 'callbacks.remind'`.execute(
      suite.engine.db,
    );
    const reminder = page.getByTestId('callback-reminder');
    await reminder.filter({ hasText: `lead #${due.leadId}` }).waitFor({ timeout: 15_000 });
    await expect(reminder.innerText()).resolves.toContain(`Callback due: ${due.customerName}`);
    await page.getByTestId('callback-reminder-open').click();
    await page.waitForURL(`**/apps/orders/edit/lead/${due.leadId}`);
  });

  it('a manager’s callback list says it holds their own callbacks and leads to their agents’ (en and vi)', async () => {
    const page = await suite.openLoggedIn('vn1.manager', { path: '/apps/callback/list' });
    const hint = page.getByTestId('callback-list-own-only');
    await hint.waitFor();
    expect(await hint.innerText()).toContain('only the callbacks you scheduled yourself');
    await page.getByTestId('callback-list-open-management').click();
    await page.waitForURL('**/apps/callback/management');
    await waitForSettledTable(page, 'callback-list');
    // Management lists the agents' callbacks (the demo's), with whose they are.
    await page.getByTestId('callback-list-row').first().waitFor();
    expect(await page.getByTestId('callback-list').locator('thead th').allInnerTexts()).toContain('Agent');

    const vi = await suite.openLoggedIn('vn1.manager', { language: 'vi', path: '/apps/callback/list' });
    expect(await vi.getByTestId('callback-list-own-only').innerText()).toContain('do chính bạn hẹn');
    // An agent's list is theirs by nature: no such note.
    const agent = await suite.openLoggedIn('vn1.agent', { path: '/apps/callback/list' });
    await waitForSettledTable(agent, 'callback-list');
    expect(await agent.getByTestId('callback-list-own-only').count()).toBe(0);
  });

  it('a manager creates a campaign with a calling list, then adds another', async () => {
    const page = await suite.openLoggedIn('vn1.manager', { path: '/apps/campaign/management' });
    await page.getByTestId('page-campaign.management').waitFor();
    await waitForSettledTable(page, 'campaign-list');
    await page.getByTestId('campaign-new').click();
    const dialog = page.getByTestId('campaign-dialog');
    await dialog.waitFor();
    // The code is required: the contracts' message shows before any call.
    await page.getByTestId('campaign-save').click();
    await dialog.getByText('Please enter the campaign code.').waitFor();
    await page.getByTestId('campaign-code').fill('E2E-AUTUMN');
    await page.getByTestId('campaign-name').fill('Autumn e2e');
    await page.getByTestId('campaign-network').fill('AdFlex');
    await page.getByTestId('campaign-lists').fill('Fresh leads');
    await page.getByTestId('campaign-save').click();
    await page.getByRole('alert').filter({ hasText: 'Succeed!' }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByTestId('filter-search').fill('E2E-AUTUMN');
    await page.getByTestId('campaign-filter-submit').click();
    await waitForSettledTable(page, 'campaign-list');
    const row = page.getByTestId('campaign-list-row');
    await expect.poll(() => row.count()).toBe(1);
    await expect(row.innerText()).resolves.toContain('Fresh leads (0)');

    const id = await row.getAttribute('data-row-id');
    await page.getByTestId(`campaign-lists-${id}`).click();
    await page.getByTestId('calling-lists-dialog').waitFor();
    await page.getByTestId('calling-list-new').fill('Weekend');
    await page.getByTestId('calling-list-add').click();
    await page.getByTestId('calling-lists-dialog').getByRole('textbox').nth(1).waitFor();
    await expect.poll(() => row.innerText()).toContain('Weekend (0)');
  });
});
