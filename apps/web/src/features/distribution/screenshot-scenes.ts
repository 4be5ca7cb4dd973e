import { sql } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { chooseInSelect } from '../../../../../e2e/support/controls.js';
import type { RunningServer } from '../../../../../e2e/support/server.js';
import { openSignedIn, type ScreenshotScene } from '../../../../../scripts/screenshot-scene.js';

const VN1 = 4;

/**
 * Bulk distribution (docs/distribution.md): the campaigns, a campaign's three tabs, the distribute
 * to group dialog and the recall dialog, en and vi. The demo campaign gets 400 fresh leads first,
 * 120 of them held by the demo agents in a few statuses, so every tab has something to show.
 */
async function shootDistribution(
  browser: Browser,
  server: RunningServer,
  shoot: (page: Page, name: string) => Promise<void>,
): Promise<void> {
  const db = server.engine.db;
  const campaign = await db
    .selectFrom('campaigns')
    .select('id')
    .where('orgId', '=', VN1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await sql`
    INSERT INTO leads (org_id, campaign_id, calling_list_id, customer_name, phone_raw)
    SELECT ${VN1}, ${campaign.id},
      (SELECT id FROM calling_lists WHERE campaign_id = ${campaign.id} ORDER BY id OFFSET (g % 2) LIMIT 1),
      'Khách hàng mới ' || g, '0966' || lpad(g::text, 6, '0')
    FROM generate_series(1, 400) AS g`.execute(db);
  await sql`
    WITH agents AS (
      SELECT u.id, row_number() OVER (ORDER BY u.id) - 1 AS pos, count(*) OVER () AS k
      FROM users u JOIN agent_groups g ON g.id = u.agent_group_id WHERE g.org_id = ${VN1}
    ), picked AS (
      SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM leads
      WHERE campaign_id = ${campaign.id} AND assignee_id IS NULL AND customer_name LIKE 'Khách hàng mới %'
      ORDER BY id LIMIT 120
    )
    UPDATE leads l SET assignee_id = a.id, assigned_at = now(),
      lead_status = (ARRAY[1, 1, 4, 5, 35])[(p.n % 5) + 1]
    FROM picked p JOIN agents a ON a.pos = p.n % a.k WHERE l.id = p.id`.execute(db);

  for (const language of ['en', 'vi'] as const) {
    const { context, page } = await openSignedIn(browser, server, 'vn1.team-leader', language);
    await page.goto('/apps/orders/distribution/all');
    await page.getByTestId('distribution-campaigns-row').first().waitFor();
    await page.waitForTimeout(800);
    await shoot(page, `distribution-all-${language}`);
    await page.goto(`/apps/orders/distribution/${campaign.id}`);
    await page.getByTestId('distribution-LEADS_TAB-row').first().waitFor();
    await page.waitForTimeout(800);
    await shoot(page, `distribution-leads-${language}`);
    await page.getByTestId('distribute-group-0').click();
    await chooseInSelect(page, 'distribute-group', null);
    await page.waitForTimeout(300);
    await shoot(page, `distribution-distribute-group-${language}`);
    await page.keyboard.press('Escape');
    await page.getByTestId('distribute-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('distribute-agents-0').click();
    await page.getByTestId('distribute-agents').getByRole('combobox').click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    await shoot(page, `distribution-distribute-agents-${language}`);
    await page.keyboard.press('Escape');
    await page.getByTestId('distribute-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('tab-GROUPS_TAB').click();
    await page.getByTestId('distribution-GROUPS_TAB-row').first().waitFor();
    await page.waitForTimeout(800);
    await shoot(page, `distribution-groups-${language}`);
    await page.getByTestId('tab-AGENTS_TAB').click();
    await page.getByTestId('distribution-AGENTS_TAB-row').first().waitFor();
    await page.waitForTimeout(800);
    await shoot(page, `distribution-agents-${language}`);
    await page.getByTestId('distribution-AGENTS_TAB-row').locator('button:not([disabled])').first().click();
    await page.getByTestId('recall-dialog').locator('input[type="checkbox"]').first().waitFor();
    await page.getByTestId('recall-dialog').locator('input[type="checkbox"]').first().check();
    await page.waitForTimeout(300);
    await shoot(page, `distribution-recall-${language}`);
    await context.close();
  }
}

export const SCENES: ScreenshotScene[] = [
  { name: 'distribution', run: ({ browser, server, shoot }) => shootDistribution(browser, server, shoot) },
];
