import { currencyDecimals, HQ_ORG_ID, LEAD_STATUS } from '@leadline/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { renderPostbackUrl, SIMULATOR_ORIGIN, transactionIdOf } from './postback-template.js';
import { SIMULATED_FAILURE_STATUS } from './postbacks.repository.js';

/** The demo leads' CPA network (seed/demo-leads.ts), pointed at the built-in simulator. */
export const DEMO_POSTBACK_NETWORK = 'Affiliate network';
/** An ad platform of the demo leads: no postback template, so its leads get no postback. */
const DEMO_NETWORK_WITHOUT_TEMPLATE = 'TikTok Ads';

/** The demo template: Keitaro's parameter names (PARTNERS.md 6), the simulator's address. */
export function simulatorTemplate(orgId: number): string {
  return `${SIMULATOR_ORIGIN}/api/postbacks/simulator/${orgId}?subid={click_id}&status={status}&payout={payout}&currency={currency}&tid={transaction_id}`;
}

/**
 * Every demo org's networks, and a few postbacks so a fresh start shows the screen at work: some
 * approvals delivered at the first try, some rejections failed three times because the simulator
 * was told to refuse them three times (`fail=3`), which a resend now delivers. Idempotent: an org
 * that has postbacks already is left alone.
 */
export async function seedDemoPostbacks(db: Kysely<Database>): Promise<void> {
  const orgs = await db.selectFrom('orgs').select(['id', 'currency']).where('id', '<>', HQ_ORG_ID).execute();
  for (const org of orgs) {
    const decimals = currencyDecimals(org.currency);
    const payout = decimals === 0 ? 200_000 : 12 * 10 ** decimals;
    await db
      .insertInto('postbackNetworks')
      .values([
        {
          orgId: org.id,
          code: DEMO_POSTBACK_NETWORK,
          name: DEMO_POSTBACK_NETWORK,
          urlTemplate: simulatorTemplate(org.id),
          payouts: JSON.stringify({
            approved: payout,
            delivered: payout,
            rejected: 0,
            trash: 0,
            returned: 0,
          }),
          currency: org.currency,
        },
        {
          orgId: org.id,
          code: DEMO_NETWORK_WITHOUT_TEMPLATE,
          name: DEMO_NETWORK_WITHOUT_TEMPLATE,
          urlTemplate: null,
          currency: org.currency,
        },
      ])
      .onConflict((oc) => oc.columns(['orgId', 'code']).doNothing())
      .execute();
    const has = await db
      .selectFrom('postbacks')
      .select('id')
      .where('orgId', '=', org.id)
      .limit(1)
      .executeTakeFirst();
    if (!has) await seedOrgPostbacks(db, org.id, org.currency, payout);
  }
}

async function seedOrgPostbacks(db: Kysely<Database>, orgId: number, currency: string, payout: number) {
  const network = await db
    .selectFrom('postbackNetworks')
    .select('id')
    .where('orgId', '=', orgId)
    .where('code', '=', DEMO_POSTBACK_NETWORK)
    .executeTakeFirstOrThrow();
  const leads = (status: number, limit: number) =>
    db
      .selectFrom('leads as l')
      .select((eb) => [
        'l.id',
        'l.clickId',
        'l.createdAt',
        eb
          .selectFrom('saleOrders as so')
          .select('so.id')
          .whereRef('so.leadId', '=', 'l.id')
          .limit(1)
          .as('soId'),
      ])
      .where('l.orgId', '=', orgId)
      .where('l.sourceNetwork', '=', DEMO_POSTBACK_NETWORK)
      .where('l.clickId', 'is not', null)
      .where('l.leadStatus', '=', status)
      .orderBy('l.id')
      .limit(limit)
      .execute();
  const plans = [
    ...(await leads(LEAD_STATUS.APPROVED, 4)).map((lead) => ({
      lead,
      status: 'approved' as const,
      failures: 0,
    })),
    ...(await leads(LEAD_STATUS.REJECTED, 3)).map((lead) => ({
      lead,
      status: 'rejected' as const,
      failures: 3,
    })),
  ];
  const now = Date.now();
  for (const [index, { lead, status, failures }] of plans.entries()) {
    const saleOrderId = status === 'approved' ? (lead.soId ?? null) : null;
    const transactionId = transactionIdOf(saleOrderId, lead.id);
    const rendered = renderPostbackUrl(simulatorTemplate(orgId), {
      clickId: lead.clickId ?? '',
      status,
      payoutMinor: status === 'approved' ? payout : 0,
      currency,
      transactionId,
      leadId: lead.id,
    });
    const url = failures > 0 ? `${rendered}&fail=${failures}` : rendered;
    const queuedAt = new Date(now - (plans.length - index) * 3_600_000);
    const tries = failures > 0 ? failures : 1;
    const at = (n: number) => new Date(queuedAt.getTime() + n * 60_000);
    const delivered = failures === 0;
    const row = await db
      .insertInto('postbacks')
      .values({
        orgId,
        leadId: lead.id,
        saleOrderId,
        networkId: network.id,
        networkCode: DEMO_POSTBACK_NETWORK,
        status,
        transactionId,
        url,
        state: delivered ? 'delivered' : 'failed',
        attempts: tries,
        roundAttempts: tries,
        lastHttpStatus: delivered ? 200 : SIMULATED_FAILURE_STATUS,
        lastError: delivered ? null : `http_${SIMULATED_FAILURE_STATUS}`,
        lastAttemptAt: at(tries),
        deliveredAt: delivered ? at(1) : null,
        createdAt: queuedAt,
        updatedAt: at(tries),
      })
      .onConflict((oc) => oc.columns(['orgId', 'leadId', 'status']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) continue;
    for (let n = 1; n <= tries; n++) {
      const answerStatus = delivered ? 200 : SIMULATED_FAILURE_STATUS;
      const body = JSON.stringify({ received: delivered, hit: n });
      await db
        .insertInto('postbackAttempts')
        .values({
          orgId,
          postbackId: row.id,
          attemptNo: n,
          at: at(n),
          url,
          httpStatus: answerStatus,
          bodyExcerpt: body,
          error: delivered ? null : `http_${answerStatus}`,
          durationMs: 3,
        })
        .execute();
      const query = Object.fromEntries(new URL(url).searchParams);
      await db
        .insertInto('postbackSimulatorHits')
        .values({
          orgId,
          transactionId,
          status,
          clickId: lead.clickId,
          payout: query.payout ?? null,
          query: JSON.stringify(query),
          answerStatus,
          receivedAt: at(n),
        })
        .execute();
    }
    // The lead's history tells it as a live send would (postbacks.service's postbackHistory).
    const last = delivered ? 200 : SIMULATED_FAILURE_STATUS;
    await db
      .insertInto('history')
      .values({
        orgId,
        entityType: 'lead',
        entityId: lead.id,
        actorId: null,
        action: delivered ? 'postback_delivered' : 'postback_failed',
        changes: JSON.stringify({
          postbackId: row.id,
          network: DEMO_POSTBACK_NETWORK,
          outcome: status,
          httpStatus: last,
          answer: JSON.stringify({ received: delivered, hit: tries }),
          error: delivered ? null : `http_${last}`,
          attempt: tries,
        }),
        createdAt: at(tries),
      })
      .execute();
  }
}
