import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../../../../e2e/support/server.js';
import { openSignedIn, type ScreenshotScene } from '../../../../../scripts/screenshot-scene.js';

/**
 * Users (the Users tab of /apps/settings/crm) and agent groups (/apps/system/agent-group/all),
 * en and vi: the list, the user form, a temporary password, the import dialog, the groups and a
 * group's agents (docs/users.md, docs/agent-groups.md).
 */
async function shootPeople(
  browser: Browser,
  server: RunningServer,
  shoot: (page: Page, name: string) => Promise<void>,
): Promise<void> {
  for (const language of ['en', 'vi'] as const) {
    const { context, page } = await openSignedIn(browser, server, 'vn1.admin', language);
    await page.goto('/apps/settings/crm');
    await page.getByTestId('users-list-row').first().waitFor();
    await page.waitForTimeout(800);
    await shoot(page, `users-list-${language}`);

    await page.getByTestId('users-new').click();
    const form = page.getByTestId('user-form');
    await form.getByTestId('user-userName').fill(`vn1.shot-${language}`);
    await form.getByTestId('user-fullName').fill(language === 'vi' ? 'Nguyễn Thị Lan' : 'Jane Shot');
    await page.waitForTimeout(400);
    await shoot(page, `users-form-${language}`);
    await form.getByTestId('user-save').click();
    await page.getByTestId('temporary-password-value').waitFor();
    await page.waitForTimeout(400);
    await shoot(page, `users-password-${language}`);
    await page.getByTestId('temporary-password-done').click();
    await page.getByTestId('temporary-password').waitFor({ state: 'detached' });

    await page.getByTestId('users-import').click();
    await page.getByTestId('import-users').waitFor();
    await page.waitForTimeout(400);
    await shoot(page, `users-import-${language}`);
    await page.keyboard.press('Escape');
    await page.getByTestId('import-users').waitFor({ state: 'detached' });

    await page.goto('/apps/system/agent-group/all');
    await page.getByTestId('agent-group-Sales team').waitFor();
    await page.waitForTimeout(600);
    await shoot(page, `agent-groups-${language}`);
    await page.getByTestId('group-members-Sales team').click();
    await page.getByTestId('group-members-list').getByRole('listitem').first().waitFor();
    await page.waitForTimeout(400);
    await shoot(page, `agent-group-members-${language}`);
    await context.close();
  }
}

export const SCENES: ScreenshotScene[] = [
  { name: 'people', run: ({ browser, server, shoot }) => shootPeople(browser, server, shoot) },
];
