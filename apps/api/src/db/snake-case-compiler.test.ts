import {
  CamelCasePlugin,
  DummyDriver,
  Kysely,
  type KyselyPlugin,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { openPglite } from './engine.js';
import { camelCaseRows, SnakeCaseQueryCompiler } from './snake-case-compiler.js';

// Loose table types: the statements below are about naming, not the product's schema.
// biome-ignore lint/suspicious/noExplicitAny: a compile-only database of any shape
type AnyDatabase = any;

function compileOnly(compiler: () => PostgresQueryCompiler, plugins: KyselyPlugin[]) {
  return new Kysely<AnyDatabase>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: compiler,
    },
    plugins,
  });
}

// What the product used to send (Kysely's CamelCasePlugin, whole-tree rename) against what it sends.
const before = compileOnly(() => new PostgresQueryCompiler(), [new CamelCasePlugin()]);
const after = compileOnly(() => new SnakeCaseQueryCompiler(), [camelCaseRows()]);

const statements: Array<
  [string, (db: Kysely<AnyDatabase>) => { compile(): { sql: string; parameters: readonly unknown[] } }]
> = [
  [
    'a select with joins, aliases, a lateral join and an order',
    (db) =>
      db
        .selectFrom('saleOrders as so')
        .innerJoin('leads as l', 'l.id', 'so.leadId')
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom('deliveryOrders')
              .select(['statusId', 'trackingCode'])
              .whereRef('saleOrderId', '=', 'so.id')
              .limit(1)
              .as('lastDo'),
          (join) => join.onTrue(),
        )
        .select(['so.id', 'so.createdAt as orderCreatedAt', 'l.phoneE164', 'lastDo.trackingCode'])
        .where('so.orgId', '=', 7)
        .where((eb) => eb.or([eb('l.wardId', 'is', null), eb('so.totalAmount', '>', 1000)]))
        .orderBy('so.createdAt', 'desc')
        .limit(30),
  ],
  [
    'raw SQL with references and identifiers',
    (db) =>
      db
        .selectFrom('leads')
        .select([
          sql<number>`count(${sql.ref('leads.campaignId')})`.as('campaignCount'),
          sql.id('sourceNetwork').as('src'),
        ])
        .where(sql.ref('assignedTo'), '=', 3),
  ],
  [
    'an update with returning and a CTE insert',
    (db) =>
      db
        .with('moved', (qb) =>
          qb
            .updateTable('leads')
            .set({ statusId: 4, updatedAt: new Date(0) })
            .where('id', '=', 1)
            .returning(['id', 'statusId']),
        )
        .insertInto('leadHistory')
        .columns(['leadId', 'newStatusId'])
        .expression((eb) => eb.selectFrom('moved').select(['id', 'statusId']))
        .returning('leadHistory.createdAt'),
  ],
  ['a quoted odd name', (db) => db.selectFrom('weird"Table').select('someColumn"Name')],
];

describe('snake_case identifiers written by the compiler (snake-case-compiler.ts)', () => {
  for (const [what, build] of statements) {
    it(`sends the same SQL as CamelCasePlugin for ${what}`, () => {
      const old = build(before).compile();
      const now = build(after).compile();
      expect(now.sql).toBe(old.sql);
      expect(now.parameters).toEqual(old.parameters);
      expect(now.sql).not.toMatch(/[a-z][A-Z]/);
    });
  }

  it('answers camelCase rows, nested JSON objects included, from a real database', async () => {
    const engine = await openPglite(null);
    try {
      const { rows } = await sql<Record<string, unknown>>`
        SELECT 1 AS order_id, json_build_object('tracking_code', 'X1', 'last_event', json_build_object('status_id', 5)) AS last_do,
          json_build_array(json_build_object('line_amount', 2)) AS order_lines, timestamptz '2026-01-02T03:04:05Z' AS created_at
        UNION ALL SELECT 2, NULL, NULL, NULL`.execute(engine.db);
      expect(rows).toEqual([
        {
          orderId: 1,
          lastDo: { trackingCode: 'X1', lastEvent: { statusId: 5 } },
          orderLines: [{ lineAmount: 2 }],
          createdAt: new Date('2026-01-02T03:04:05Z'),
        },
        { orderId: 2, lastDo: null, orderLines: null, createdAt: null },
      ]);
    } finally {
      await engine.close();
    }
  });
});
