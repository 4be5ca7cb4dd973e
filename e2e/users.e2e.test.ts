import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginThroughPage } from './support/browser.js';
import { chooseInSelect, waitForSettledTable } from './support/controls.js';
import { pathOf, useBrowserSuite } from './support/suite.js';

const NEW_PASSWORD = 'Started@2026';

async function openUsers(page: Page): Promise<void> {
  await page.goto('/apps/settings/crm');
  await page.getByTestId('page-settings.crm').waitFor();
  await waitForSettledTable(page, 'users-list');
}

/** The admin creates a user through the form; answers the temporary password shown once. */
async function createAgent(page: Page, userName: string, fullName: string, group: string): Promise<string> {
  await page.getByTestId('users-new').click();
  const form = page.getByTestId('user-form');
  await form.getByTestId('user-userName').fill(userName);
  await form.getByTestId('user-fullName').fill(fullName);
  await chooseInSelect(page, 'user-group', group);
  await chooseInSelect(page, 'user-dialerMode', 'Manual');
  await form.getByTestId('user-save').click();
  await form.waitFor({ state: 'detached' });
  const shown = page.getByTestId('temporary-password-value');
  await shown.waitFor();
  const password = (await shown.innerText()).trim();
  await page.getByTestId('temporary-password-done').click();
  await page.getByTestId('temporary-password').waitFor({ state: 'detached' });
  return password;
}

/** Users under /apps/settings/crm (docs/users.md); agent groups, /apps/system/agent-group/all. */
describe('users and agent groups', () => {
  const suite = useBrowserSuite();

  it('an admin creates an agent in a group; the agent logs in, changes the temporary password and works', async () => {
    const admin = await suite.openLoggedIn('vn1.admin');
    await openUsers(admin);
    const password = await createAgent(admin, 'vn1.e2e-agent', 'Phạm Minh Khoa', 'Sales team');
    expect(password).toMatch(/^.{14}$/);

    await admin.getByTestId('filter-search').fill('e2e-agent');
    await admin.getByTestId('filter-search').press('Enter');
    await waitForSettledTable(admin, 'users-list');
    const row = admin.getByTestId('users-list').getByRole('row').filter({ hasText: 'vn1.e2e-agent' });
    await expect(row.innerText()).resolves.toMatch(
      /Phạm Minh Khoa[\s\S]*Sales agent[\s\S]*Sales team[\s\S]*Manual/,
    );
    await row.getByText('Temporary password').waitFor();

    const agent = await suite.open();
    await loginThroughPage(agent, 'vn1.e2e-agent', password);
    const dialog = agent.getByTestId('change-password-dialog');
    // A temporary password is said to be one, not to have expired.
    await dialog
      .getByText(
        'You signed in with a temporary password set by an administrator. Please choose your own password to continue.',
      )
      .waitFor();
    await expect(dialog.getByText('Your password has expired').count()).resolves.toBe(0);
    await dialog.getByLabel('Temporary password').waitFor();
    for (const [field, value] of [
      ['oldPassword', password],
      ['newPassword', NEW_PASSWORD],
      ['confirmPassword', NEW_PASSWORD],
    ] as const) {
      await dialog.getByTestId(`password-${field}`).fill(value);
      await dialog.getByTestId(`password-${field}`).blur();
    }
    await dialog.getByTestId('password-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await agent.goto('/apps/orders/list');
    await agent.getByTestId('page-orders.list').waitFor();
    // An agent's screens: the order list, not the settings nor the users.
    await expect(agent.getByTestId('nav-orders.list').count()).resolves.toBeGreaterThan(0);
    await agent.goto('/apps/settings/crm');
    await agent.waitForURL('**/apps/errors/deny-access');

    await admin.reload();
    await waitForSettledTable(admin, 'users-list');
    await expect(admin.getByTestId('users-list').getByText('Temporary password').count()).resolves.toBe(0);
  });

  it('deactivating a user ends their open session at once; a reset shows a new temporary password', async () => {
    const admin = await suite.openLoggedIn('vn1.admin');
    await openUsers(admin);
    const password = await createAgent(admin, 'vn1.e2e-leaver', 'Đỗ Thu Trang', 'Resell team');
    const agent = await suite.open();
    await loginThroughPage(agent, 'vn1.e2e-leaver', password);
    await agent.getByTestId('change-password-dialog').waitFor();

    await admin.getByTestId('filter-search').fill('e2e-leaver');
    await admin.getByTestId('filter-search').press('Enter');
    await waitForSettledTable(admin, 'users-list');
    await admin.getByTestId('user-deactivate-vn1.e2e-leaver').click();
    await admin.getByTestId('user-confirm-ok').click();
    await admin.getByTestId('user-reactivate-vn1.e2e-leaver').waitFor();
    // The push ends the agent's tab: back to the login page.
    await agent.waitForURL('**/auth/login', { timeout: 15_000 });
    expect(pathOf(agent)).toBe('/auth/login');

    await admin.getByTestId('user-reactivate-vn1.e2e-leaver').click();
    await admin.getByTestId('user-confirm-ok').click();
    await admin.getByTestId('user-deactivate-vn1.e2e-leaver').waitFor();
    await admin.getByTestId('user-reset-vn1.e2e-leaver').click();
    await admin.getByTestId('user-confirm-ok').click();
    const fresh = (await admin.getByTestId('temporary-password-value').innerText()).trim();
    expect(fresh).not.toBe(password);
    await admin.getByTestId('temporary-password-done').click();
    await loginThroughPage(agent, 'vn1.e2e-leaver', fresh);
    await agent
      .getByTestId('change-password-dialog')
      .getByText(/temporary password set by an administrator/)
      .waitFor();
  });

  it('the agent groups screen: a new group, its agents and campaigns; reached under Administration', async () => {
    const admin = await suite.openLoggedIn('vn1.admin');
    await admin.getByTestId('nav-system.agentGroup').click();
    await admin.waitForURL('**/apps/system/agent-group/all');
    await admin.getByTestId('agent-group-Sales team').waitFor();

    await admin.getByTestId('groups-new').click();
    await admin.getByTestId('group-name').fill('Night shift');
    await admin.getByTestId('group-save').click();
    await admin.getByTestId('agent-group-Night shift').waitFor();
    await expect(admin.getByTestId('group-count-Night shift').innerText()).resolves.toBe('0');

    await admin.getByTestId('group-members-Night shift').click();
    const members = admin.getByTestId('group-members');
    await members.getByText('No agent in this group yet.').waitFor();
    await admin.getByTestId('group-members-add').getByRole('combobox').click();
    await admin.getByRole('option', { name: /Lê Thị Hoa/ }).click();
    await admin.keyboard.press('Escape');
    await members.getByTestId('group-members-add-button').click();
    await members.getByTestId('group-member-vn1.agent').waitFor();
    await members.getByTestId('group-members-close').click();
    await expect.poll(() => admin.getByTestId('group-count-Night shift').innerText()).toBe('1');

    await admin.getByTestId('group-campaigns-Night shift').click();
    await admin.getByTestId('group-campaigns-select').getByRole('combobox').click();
    const firstCampaign = admin.getByRole('listbox').getByRole('option').first();
    const campaignName = (await firstCampaign.innerText()).split('\n')[0]?.trim() ?? '';
    await firstCampaign.click();
    await admin.keyboard.press('Escape');
    await admin.getByTestId('group-campaigns-save').click();
    await admin.getByTestId('group-campaigns').waitFor({ state: 'detached' });
    await expect.poll(() => admin.getByTestId('agent-group-Night shift').innerText()).toContain(campaignName);

    // An agent is in one group: vn1.agent left the Sales team.
    await admin.getByTestId('group-members-Sales team').click();
    await admin.getByTestId('group-members').getByTestId('group-member-vn1.e2e-agent').waitFor();
    await expect(
      admin.getByTestId('group-members').getByTestId('group-member-vn1.agent').count(),
    ).resolves.toBe(0);
  });
});
