import { ORG_ID } from '@leadline/contracts';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../app-context.js';
import { withOrgScope } from '../../db/org-scope.js';
import { recountHistories } from '../../modules/delivery-risk/index.js';
import { registerLogisticsJobs } from '../../modules/logistics/index.js';
import { JobRunner } from '../../shared/jobs/index.js';
import { pendingOrders } from '../../testing/sale-order-fixtures.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { validateOrder } from './validation.service.js';

/**
 * The validate-and-ship bench (bench/validate-and-ship.ts) is bound by round trips to the database:
 * this counts the statements of one approval (its scoped transaction, BEGIN and COMMIT included)
 * and of one send (the job's claim and finish shared out, both scoped transactions), so that a
 * change that adds a round trip shows here, on both engines, rather than as noise in a throughput
 * figure. The HTTP layer's own statements (the session) are not counted: they are the same for
 * every call.
 */
class StatementCounter implements KyselyPlugin {
  /** One entry per statement executed: its node kind, or a raw statement's first words. */
  readonly statements: string[] = [];
  private readonly kinds = new WeakMap<object, string>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const node = args.node as RootOperationNode & { sqlFragments?: readonly string[] };
    const kind =
      node.kind === 'RawNode'
        ? `raw ${(node.sqlFragments?.[0] ?? '').trim().split(/\s+/).slice(0, 2).join(' ')}`
        : node.kind.replace('QueryNode', '').toLowerCase();
    this.kinds.set(args.queryId, kind);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const kind = this.kinds.get(args.queryId) ?? '?';
    // The parcel simulator's own record of a parcel stands for the partner's side (an HTTP call
    // with a real partner): not a statement of ours.
    if (kind !== 'raw /* parcel') this.statements.push(kind);
    return args.result;
  }

  /** Kysely's plugins do not see BEGIN and COMMIT: each scoped transaction (one set_config) adds two. */
  total(): number {
    const transactions = this.statements.filter((kind) => kind.startsWith('raw SELECT set_config')).length;
    return this.statements.length + 2 * transactions;
  }

  reset(): void {
    this.statements.length = 0;
  }
}

const ORDERS = 8;

describe('statements per approval and per send (bench/validate-and-ship.ts)', () => {
  let server: TestServer;
  const counter = new StatementCounter();

  beforeAll(async () => {
    server = await startTestServer({ JOB_POLL_MS: '0', LOGISTICS_SIM_TICK_MS: '0' });
  });
  afterAll(() => server.close());

  it('an approval is at most 10 statements (9 before the delivery risk), a send about 8', async () => {
    const db = server.engine.db.withPlugin(counter);
    const validator = await server.engine.db
      .selectFrom('users')
      .select(['id', 'orgId', 'userName'])
      .where('userName', '=', 'vn1.validator')
      .executeTakeFirstOrThrow();
    const user = {
      userId: validator.id,
      userName: validator.userName,
      fullName: validator.userName,
      userType: 'user',
      orgId: validator.orgId,
      roles: [17],
    };
    const short = await server.engine.db
      .selectFrom('saleOrderItems')
      .select('saleOrderId')
      .where('isOutOfStock', '=', true)
      .execute();
    const orders = (await pendingOrders(server, ORG_ID.VN1))
      .filter((order) => !short.some((line) => line.saleOrderId === order.id))
      .slice(0, ORDERS);
    expect(orders).toHaveLength(ORDERS);

    // The demo data's own send jobs first, so that only these orders' sends are counted below.
    const ctx: AppContext = { ...server.ctx, systemDb: db };
    const runner = new JobRunner(db, { pollMs: 0 });
    registerLogisticsJobs(runner, ctx);
    await runner.runDueJobs();
    // The org's history counts as the recurring job keeps them (docs/delivery-risk.md 'History
    // counts'): the approval scores from them. Without them it scores live, one statement more.
    await recountHistories(server.engine.db);

    const perApproval: number[] = [];
    for (const order of orders) {
      counter.reset();
      await withOrgScope(db, { orgId: ORG_ID.VN1 }, (trx) =>
        validateOrder(trx, user, { soId: order.id, action: 'approve', version: order.version }),
      );
      perApproval.push(counter.total());
    }
    const approvalKinds = [...counter.statements];

    // The sends as the app's runner makes them, on the counting connection.
    counter.reset();
    const sends = await runner.runDueJobs();
    expect(sends).toBe(ORDERS);
    const perSend = counter.total() / sends;

    // 9: BEGIN, scope, lock (with lines, payment, partner), update + history, the org's delivery
    // cut-off (docs/settings.md), the postback's two reads (these leads have no postback network),
    // DO + history + send job, COMMIT; node-pg sends BEGIN and the scope as one (8 there). 8 a send:
    // two transactions of one statement each, plus the job's claim and finish shared by the batch;
    // plus the deliverability re-check before the send (docs/validation.md 'Ready to ship'): one
    // more transaction of one statement, 4 on PGlite (3 on node-pg). Folding it into logistics'
    // claim statement would give them back. Plus 1 for the delivery risk kept at approval
    // (docs/delivery-risk.md: one statement for the keys, the counts and the thresholds, from the
    // org's history counts): 10.
    expect(Math.max(...perApproval)).toBeLessThanOrEqual(10);
    expect(perSend).toBeLessThanOrEqual(12.5);
    const min = Math.min(...perApproval);
    const max = Math.max(...perApproval);
    console.log(
      `statements per approval ${min === max ? min : `${min} to ${max}`} (last: ${approvalKinds.join(', ')}); ` +
        `per send ${perSend.toFixed(2)} (${sends} sends, ${counter.total()} statements)`,
    );
  });
});
