import { DISTRIBUTE_MAX, ORG_ID } from '@leadline/contracts';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaignWithList } from '../apps/api/src/testing/campaign-fixtures.js';
import { chooseInSelect, waitForSettledTable } from './support/controls.js';
import { useBrowserSuite } from './support/suite.js';

const LEADS = 12;
const NAME = 'Khách phân phối E2E';
const SHOTS = process.env.E2E_SCREENSHOT_DIR;

/** Rows of the agent's order list that are leads of the test's campaign. */
const testRows = (page: Page) => page.getByTestId('order-list').locator('tr', { hasText: NAME });

/**
 * Bulk distribution (docs/distribution.md): a team leader deals a campaign's leads to the sales
 * team and recalls them from one agent, who sees them arrive and leave their order list by push.
 */
describe('bulk distribution', () => {
  const suite = useBrowserSuite();
  let campaignId: number;
  let agentId: number;

  beforeAll(async () => {
    const db = suite.engine.db;
    const list = await campaignWithList(db, {
      orgId: ORG_ID.VN1,
      code: 'E2E-DIST',
      name: 'E2E distribution',
      listName: 'E2E calling list',
    });
    campaignId = list.campaignId;
    await sql`INSERT INTO agent_group_campaigns (group_id, campaign_id, org_id)
      SELECT id, ${campaignId}, org_id FROM agent_groups WHERE org_id = ${ORG_ID.VN1} AND name = 'Sales team'`.execute(
      db,
    );
    await sql`INSERT INTO leads (org_id, campaign_id, calling_list_id, customer_name, phone_raw)
      SELECT ${ORG_ID.VN1}, ${campaignId}, ${list.callingListId}, ${NAME} || ' ' || lpad(n::text, 2, '0'),
        '0977' || lpad(n::text, 6, '0')
      FROM generate_series(1, ${LEADS}) AS n`.execute(db);
    agentId = (
      await db.selectFrom('users').select('id').where('userName', '=', 'vn1.agent').executeTakeFirstOrThrow()
    ).id;
  });

  it('a team leader distributes leads to a group and recalls them from one agent, who sees them leave', async () => {
    const agent = await suite.openLoggedIn('vn1.agent', { path: '/apps/orders/list' });
    await waitForSettledTable(agent, 'order-list');
    await expect(testRows(agent).count()).resolves.toBe(0);

    const leader = await suite.openLoggedIn('vn1.team-leader', { path: '/apps/orders/distribution/all' });
    await leader.getByTestId(`distribution-open-${campaignId}`).click();
    await leader.waitForURL(`**/apps/orders/distribution/${campaignId}`);
    const whole = leader.getByTestId('distribution-LEADS_TAB-row').first();
    await whole.getByText(String(LEADS), { exact: true }).waitFor();

    // Distribute every lead of the campaign to the sales team: even shares.
    await leader.getByTestId('distribute-group-0').click();
    const dialog = leader.getByTestId('distribute-dialog');
    await chooseInSelect(leader, 'distribute-group', null);
    await dialog.getByTestId('distribute-confirm').click();
    await dialog.waitFor({ state: 'hidden' });
    await leader.getByText(new RegExp(`^Leads distributed: ${LEADS}, to agents: \\d+\\.$`)).waitFor();
    await leader.getByTestId('distribution-LEADS_TAB-row').first().getByText('0', { exact: true }).waitFor();

    // The agent's list shows their share without a reload (the leads.assignment push).
    await testRows(agent).first().waitFor();
    const share = await testRows(agent).count();
    expect(share).toBeGreaterThan(0);
    const held = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM leads
      WHERE campaign_id = ${campaignId} AND assignee_id = ${agentId}`.execute(suite.engine.db);
    expect(share).toBe(held.rows[0]?.n);

    // The agents tab shows the agent's leads as 'status (count);'; recall their New leads.
    await leader.getByTestId('tab-AGENTS_TAB').click();
    const row = leader.getByTestId('distribution-AGENTS_TAB-row').filter({ hasText: 'Lê Thị Hoa' });
    await row.getByText(`New (${share});`).waitFor();
    await row.getByTestId(`recall-agent-${agentId}`).click();
    const recall = leader.getByTestId('recall-dialog');
    await recall.getByTestId('recall-status-1').check();
    await recall.getByTestId('recall-confirm').click();
    await recall.waitFor({ state: 'hidden' });
    await leader.getByText(`Leads recalled: ${share}.`).waitFor();

    // They leave the agent's list by themselves.
    await agent.waitForFunction(
      (name) =>
        ![...document.querySelectorAll('[data-testid="order-list"] tr')].some((tr) =>
          tr.textContent?.includes(name),
        ),
      NAME,
    );
    const after = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM leads
      WHERE campaign_id = ${campaignId} AND assignee_id IS NULL`.execute(suite.engine.db);
    expect(after.rows[0]?.n).toBe(share);
  });

  it('asking more leads than the list holds says how many will go before dealing them', async () => {
    const leader = await suite.openLoggedIn('vn1.team-leader', {
      path: `/apps/orders/distribution/${campaignId}`,
    });
    await leader.setViewportSize({ width: 1366, height: 768 });
    const whole = leader.getByTestId('distribution-LEADS_TAB-row').first();
    await whole.waitFor();
    const { rows } = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM leads
      WHERE campaign_id = ${campaignId} AND assignee_id IS NULL`.execute(suite.engine.db);
    const available = rows[0]!.n;
    expect(available).toBeGreaterThan(0);

    await leader.getByTestId('distribute-group-0').click();
    const dialog = leader.getByTestId('distribute-dialog');
    await chooseInSelect(leader, 'distribute-group', null);
    const count = dialog.getByTestId('distribute-count');
    const field = count.locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]');
    const helper = async () =>
      leader.locator(`[id="${await count.getAttribute('aria-describedby')}"]`).innerText();

    // An invalid value: refused under the field, the label shrunk above it rather than over it.
    await count.fill('abc');
    await expect(helper()).resolves.toBe(`Enter a whole number from 1 to ${DISTRIBUTE_MAX}.`);
    await expect(field.locator('.MuiInputLabel-root').getAttribute('data-shrink')).resolves.toBe('true');
    if (SHOTS) await leader.screenshot({ path: `${SHOTS}/distribute-invalid.png` });
    const label = (await field.locator('.MuiInputLabel-root').boundingBox())!;
    const input = (await count.boundingBox())!;
    // The typed text starts below the input's top padding; the label ends above it.
    const padding = await count.evaluate((node) => Number.parseFloat(getComputedStyle(node).paddingTop));
    expect(label.y + label.height).toBeLessThanOrEqual(input.y + padding);

    // More than the list holds: said before, and the confirmation deals what there is.
    await count.fill('999');
    await expect(helper()).resolves.toBe(
      `Only ${available} leads are available; ${available} will be distributed.`,
    );
    if (SHOTS) await leader.screenshot({ path: `${SHOTS}/distribute-over.png` });
    await dialog.getByTestId('distribute-confirm').click();
    await dialog.waitFor({ state: 'hidden' });
    await leader.getByText(new RegExp(`^Leads distributed: ${available}, to agents: \\d+\\.$`)).waitFor();
  });
});
