import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginThroughPage } from './support/browser.js';
import { stepClockUntilVisible } from './support/clock.js';
import { pathOf, useBrowserSuite } from './support/suite.js';

async function waitForToolbarState(page: Page, code: number): Promise<void> {
  await page.locator(`[data-testid="agent-status"][data-state-code="${code}"]`).waitFor();
}

async function chooseState(page: Page, code: number): Promise<void> {
  await page.getByTestId('agent-status').click();
  await page.getByTestId(`agent-status-option-${code}`).click();
}

async function openLiveBoard(page: Page): Promise<void> {
  await page.goto('/apps/agents/live-board');
  await page.getByTestId('live-board').waitFor();
  await page.locator('[data-testid="live-board-status"]', { hasText: 'Live' }).waitFor();
}

const boardRow = (page: Page, userName: string) => page.getByTestId(`live-row-${userName}`);

/** SPEC.md 4 (agent availability, session blocks) and the live board (docs/presence.md). */
describe('agent presence', () => {
  const suite = useBrowserSuite();

  it('an agent takes a break with a reason and the supervisor’s live board follows without reload', async () => {
    const supervisor = await suite.openLoggedIn('vn1.manager');
    await openLiveBoard(supervisor);
    const agent = await suite.openLoggedIn('vn1.agent');
    // Login sets Unavailable (SPEC.md 4).
    await waitForToolbarState(agent, 8);
    const row = boardRow(supervisor, 'vn1.agent');
    await row.locator('[data-testid="live-state"]', { hasText: 'Unavailable' }).waitFor();

    // From Unavailable every choice changes at once.
    await chooseState(agent, 1);
    await waitForToolbarState(agent, 1);
    await supervisor.locator('[data-testid="live-row-vn1.agent"][data-state-code="1"]').waitFor();

    // Break from Available asks for a reason; Confirm stays disabled until one is chosen.
    await chooseState(agent, 3);
    const dialog = agent.getByTestId('presence-reason-dialog');
    await dialog.getByRole('heading', { name: 'Reason for the break' }).waitFor();
    const confirm = dialog.getByTestId('presence-reason-confirm');
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await expect(dialog.getByText('Please choose the reason.').isVisible()).resolves.toBe(true);
    await dialog.getByLabel('Lunch').check();
    await expect(confirm.isEnabled()).resolves.toBe(true);
    await confirm.click();
    await dialog.waitFor({ state: 'hidden' });
    await waitForToolbarState(agent, 3);
    await expect(agent.getByTestId('agent-status').innerText()).resolves.toContain('Break');

    // The board row changed by push: state, reason, and a time in state that ticks.
    await supervisor.locator('[data-testid="live-row-vn1.agent"][data-state-code="3"]').waitFor();
    await expect(row.getByTestId('live-reason').innerText()).resolves.toBe('Lunch');
    await expect(row.getByTestId('live-state').innerText()).resolves.toBe('Break');
    const first = await row.getByTestId('live-duration').innerText();
    expect(first).toMatch(/^00:0\d$/);
    await supervisor.waitForFunction(
      (before) =>
        document.querySelector('[data-testid="live-row-vn1.agent"] [data-testid="live-duration"]')
          ?.textContent !== before,
      first,
    );

    // From Break, Busy changes at once (no dialog).
    await chooseState(agent, 4);
    await waitForToolbarState(agent, 4);
    await expect(agent.getByTestId('presence-reason-dialog').count()).resolves.toBe(0);
    await supervisor.locator('[data-testid="live-row-vn1.agent"][data-state-code="4"]').waitFor();
  });

  it('an agent may log out only while Unavailable: the logout shows the server’s refusal', async () => {
    const agent = await suite.openLoggedIn('vn1.agent');
    await waitForToolbarState(agent, 8);
    await chooseState(agent, 1);
    await waitForToolbarState(agent, 1);

    await agent.getByTestId('user-menu-open').click();
    await agent.getByTestId('logout').click();
    await agent.getByText('Please set your status to Unavailable before logging out.').waitFor();
    await agent.getByTestId('app-shell').waitFor();
    expect(pathOf(agent)).not.toBe('/auth/login');
    await waitForToolbarState(agent, 1);

    await chooseState(agent, 8);
    await waitForToolbarState(agent, 8);
    await agent.getByTestId('user-menu-open').click();
    await agent.getByTestId('logout').click();
    await agent.waitForURL((url) => url.pathname === '/auth/login');
  });

  it('a blocked agent sees the warning and is logged out 15 s later', async () => {
    const agent = await suite.open();
    // Fake timers from the start, so that the 15 s can be advanced rather than waited.
    await agent.clock.install();
    await loginThroughPage(agent, 'vn1.resell-agent');
    await agent.getByTestId('app-shell').waitFor();
    await waitForToolbarState(agent, 8);

    const admin = await suite.openLoggedIn('vn1.admin');
    await openLiveBoard(admin);
    await admin.getByTestId('block-vn1.resell-agent').click();
    await admin.getByTestId('block-message').fill('Please come to the training room');
    // The agent's clock stops before the block: its 15 s then run only when the test moves them,
    // however long a loaded machine takes between the warning and the test's next step.
    await agent.clock.pauseAt((await agent.evaluate(() => Date.now())) + 1_000);
    await admin.getByTestId('block-confirm').click();

    const warning = agent.getByTestId('block-agent-dialog');
    await stepClockUntilVisible(agent, warning.getByTestId('block-agent-message'), 'no block warning');
    await expect(warning.getByTestId('block-agent-message').innerText()).resolves.toContain(
      'Please come to the training room',
    );
    // Still on the page before the delay is over...
    await agent.clock.runFor(14_000);
    expect(pathOf(agent)).not.toBe('/auth/login');
    await expect(warning.isVisible()).resolves.toBe(true);
    // ...and logged out once it is.
    await agent.clock.runFor(1_500);
    await agent.clock.resume();
    await agent.waitForURL((url) => url.pathname === '/auth/login');
    // The supervisor's board shows the agent logged out.
    await admin.locator('[data-testid="live-row-vn1.resell-agent"][data-state-code="2"]').waitFor();
  });
});
