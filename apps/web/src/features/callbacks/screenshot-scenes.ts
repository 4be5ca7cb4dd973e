import { LEAD_STATUS } from '@leadline/contracts';
import { sql } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { loginThroughPage, newPage } from '../../../../../e2e/support/browser.js';
import type { RunningServer } from '../../../../../e2e/support/server.js';
import { openSignedIn, type ScreenshotScene } from '../../../../../scripts/screenshot-scene.js';

/**
 * Callbacks and campaigns (docs/callbacks.md, docs/campaigns.md), en and vi: an agent's callback
 * list (overdue, due and upcoming rows), management with the agent filter, campaign management
 * with its new and calling-lists dialogs, configurations and the configuration dialog.
 */
async function shootCallbacks(
  browser: Browser,
  server: RunningServer,
  shoot: (page: Page, name: string) => Promise<void>,
): Promise<void> {
  await seedCallbacks(server);
  for (const language of ['en', 'vi'] as const) {
    const agent = await newPage(browser, server.baseURL, { language });
    await loginThroughPage(agent.page, 'vn1.agent');
    await agent.page.waitForURL((url) => url.pathname !== '/auth/login');
    await agent.page.goto('/apps/callback/list');
    await agent.page.getByTestId('callback-list-row').first().waitFor();
    await agent.page.waitForTimeout(800);
    await shoot(agent.page, `callback-list-${language}`);
    // The reminder: the agent's overdue callbacks fall due again in the job's next round.
    await sql`UPDATE callbacks SET reminded_at = NULL WHERE NOT done AND scheduled_at < now()`.execute(
      server.engine.db,
    );
    await sql`UPDATE recurring_jobs SET next_run_at = now() WHERE kind = 'callbacks.remind'`.execute(
      server.engine.db,
    );
    await agent.page.getByTestId('callback-reminder').waitFor({ timeout: 15_000 });
    await agent.page.waitForTimeout(400);
    await shoot(agent.page, `callback-reminder-${language}`);
    await agent.context.close();

    const { context, page } = await openSignedIn(browser, server, 'vn1.manager', language);
    await page.goto('/apps/callback/management');
    await page.getByTestId('callback-list-row').first().waitFor();
    await page.waitForTimeout(800);
    await shoot(page, `callback-management-${language}`);

    await page.goto('/apps/campaign/management');
    await page.getByTestId('campaign-list-row').first().waitFor();
    await page.waitForTimeout(800);
    await shoot(page, `campaign-management-${language}`);
    await page.getByTestId('campaign-new').click();
    await page.getByTestId('campaign-save').click();
    await page.waitForTimeout(400);
    await shoot(page, `campaign-new-${language}`);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
    await page.locator('[data-testid^="campaign-lists-"]').first().click();
    await page.getByTestId('calling-lists-dialog').waitFor();
    await page.waitForTimeout(400);
    await shoot(page, `campaign-lists-${language}`);
    await page.keyboard.press('Escape');

    await page.goto('/apps/campaign/configurations');
    await page.getByTestId('campaign-list-row').first().waitFor();
    await page.waitForTimeout(800);
    await shoot(page, `campaign-configurations-${language}`);
    await page.getByTestId('campaign-list-row').first().click();
    await page.getByTestId('configuration-dialog').waitFor();
    await page.waitForTimeout(400);
    await shoot(page, `campaign-configure-${language}`);
    await context.close();
  }
}

/** A few callbacks of vn1's agents: overdue, due later today and in two days. */
async function seedCallbacks(server: RunningServer): Promise<void> {
  const db = server.engine.db;
  const agents = await db
    .selectFrom('users')
    .select(['id', 'orgId'])
    .where('userName', 'in', ['vn1.agent', 'vn1.resell-agent'])
    .orderBy('userName')
    .execute();
  const reasons = await db
    .selectFrom('reasons')
    .select(['id', 'kind'])
    .where('kind', 'like', 'CALLBACK_%')
    .execute();
  const leads = await db
    .selectFrom('leads')
    .select('id')
    .where('orgId', '=', agents[0]!.orgId)
    .where('typeLead', '=', 'lead')
    .where('leadStatus', '=', LEAD_STATUS.NEW)
    .orderBy('id')
    .limit(6)
    .execute();
  const hour = 3_600_000;
  const offsets = [-26 * hour, -2 * hour, 1 * hour, 3 * hour, 48 * hour, 72 * hour];
  for (const [index, lead] of leads.entries()) {
    const agent = agents[index % agents.length]!;
    const reason = reasons[index % reasons.length]!;
    const status =
      reason.kind === 'CALLBACK_CONSULTING'
        ? LEAD_STATUS.CALLBACK_CONSULTING
        : reason.kind === 'CALLBACK_PROSPECT'
          ? LEAD_STATUS.CALLBACK_PROSPECT
          : LEAD_STATUS.CALLBACK_POTENTIAL;
    await db
      .updateTable('leads')
      .set({ leadStatus: status, assigneeId: agent.id })
      .where('id', '=', lead.id)
      .execute();
    await db
      .insertInto('callbacks')
      .values({
        orgId: agent.orgId,
        leadId: lead.id,
        agentId: agent.id,
        scheduledAt: new Date(Date.now() + (offsets[index] ?? 0)),
        reasonId: reason.id,
        note: index % 2 === 0 ? 'Customer asked to call after work' : null,
      })
      .execute();
  }
}

export const SCENES: ScreenshotScene[] = [
  { name: 'callbacks', run: ({ browser, server, shoot }) => shootCallbacks(browser, server, shoot) },
];
