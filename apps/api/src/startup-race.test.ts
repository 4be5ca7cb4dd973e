import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { prepareDatabase } from './bootstrap.js';
import { openPostgres } from './db/engine.js';
import { testEngineKind } from './testing/test-database.js';

/**
 * Two API processes started at once on a new database (a deploy of two replicas): both migrate and
 * seed, and neither dies. PostgreSQL only: PGlite is one process.
 */
describe.skipIf(testEngineKind() !== 'postgres')('two processes starting on a new database', () => {
  it('both prepare it, one after the other, and the demo users are there once', async () => {
    const serverUrl = process.env.DATABASE_URL as string;
    const name = `leadline_test_race_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const [first, second] = await Promise.all([
      openPostgres(url.toString(), 3),
      openPostgres(url.toString(), 3),
    ]);
    try {
      const seed = { seedDemo: true, demoLeadsPerOrg: 20 };
      const outcomes = await Promise.allSettled([
        prepareDatabase(seed, first),
        prepareDatabase(seed, second),
      ]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
      const applied = outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value.length : -1));
      // One of them migrated; the other found nothing left to apply.
      expect(Math.min(...applied)).toBe(0);
      expect(Math.max(...applied)).toBeGreaterThan(0);
      const { rows } = await first.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userName', '=', 'hq.admin')
        .execute()
        .then((result) => ({ rows: result }));
      expect(Number(rows[0]?.n)).toBe(1);
    } finally {
      await first.close();
      await second.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 240_000);
});
