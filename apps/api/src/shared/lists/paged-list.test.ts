import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseEngine, openPglite } from '../../db/engine.js';
import type { SessionUser } from '../../http/session-user.js';
import { cappedCountColumn } from './list-total.js';
import { type PagedList, pagedList } from './paged-list.js';

/** A list of the numbers 1..size, newest (largest) first, that counts how often it is counted. */
function numbers(size: number) {
  let counted = 0;
  const list: PagedList<{ offset?: number; limit?: number }, null, number> = {
    scope: () => null,
    filtered: (trx) => {
      counted += 1;
      return trx.selectFrom(sql`generate_series(1, ${size})`.as('n'));
    },
    page: async (trx, _filter, _scope, page) => {
      const { rows } = await sql<{ n: number }>`
        SELECT n FROM generate_series(1, ${size}) n ORDER BY n DESC OFFSET ${page.offset} LIMIT ${page.limit}`.execute(
        trx,
      );
      return rows.map((row) => Number(row.n));
    },
  };
  return { list, counts: () => counted };
}

/** The same list carrying its capped count in the page's statement (cappedCountColumn). */
function numbersWithCount(size: number) {
  const { list, counts } = numbers(size);
  const withCount: PagedList<{ offset?: number; limit?: number }, null, number> = {
    ...list,
    pageWithCount: async (trx, _filter, _scope, page, _language, cap) => {
      const inner = trx.selectFrom(sql`generate_series(1, ${size})`.as('g'));
      const { rows } = await sql<{ n: number; listTotal: number }>`
        SELECT n, ${cappedCountColumn(inner, cap)} AS list_total FROM generate_series(1, ${size}) n
        ORDER BY n DESC OFFSET ${page.offset} LIMIT ${page.limit}`.execute(trx);
      return { rows: rows.map((row) => Number(row.n)), counted: rows[0] ? Number(rows[0].listTotal) : null };
    },
  };
  return { list: withCount, counts };
}

describe('a paged list and its total (paged-list.ts)', () => {
  let engine: DatabaseEngine;
  const user = {} as SessionUser;
  const ctx = { config: { listTotalCap: 10_000 } };

  beforeAll(async () => {
    engine = await openPglite(null);
  });
  afterAll(() => engine.close());

  const run = (size: number, offset: number, limit: number, make = numbers) => {
    const { list, counts } = make(size);
    return engine.db
      .transaction()
      .execute((trx) => pagedList(trx, ctx, user, list, { offset, limit }, 'en'))
      .then((answer) => ({ ...answer, counts: counts() }));
  };

  it('answers a page that is not full with its own total, without counting', async () => {
    await expect(run(7, 0, 10)).resolves.toEqual({
      rows: [7, 6, 5, 4, 3, 2, 1],
      total: 7,
      isEstimate: false,
      counts: 0,
    });
    await expect(run(7, 5, 10)).resolves.toEqual({ rows: [2, 1], total: 7, isEstimate: false, counts: 0 });
    await expect(run(0, 0, 10)).resolves.toEqual({ rows: [], total: 0, isEstimate: false, counts: 0 });
  });

  it('counts when the page is full, or when a page past the end is empty', async () => {
    await expect(run(25, 0, 10)).resolves.toMatchObject({
      rows: [25, 24, 23, 22, 21, 20, 19, 18, 17, 16],
      total: 25,
      counts: 1,
    });
    await expect(run(20, 10, 10)).resolves.toMatchObject({ total: 20, counts: 1 });
    await expect(run(7, 30, 10)).resolves.toEqual({ rows: [], total: 7, isEstimate: false, counts: 1 });
  });

  it("takes the total of a full page from the page's own statement when the list carries it", async () => {
    await expect(run(25, 0, 10, numbersWithCount)).resolves.toEqual({
      rows: [25, 24, 23, 22, 21, 20, 19, 18, 17, 16],
      total: 25,
      isEstimate: false,
      counts: 0,
    });
    // Past the end, the page has no row to carry the count: counted apart, as before.
    await expect(run(7, 30, 10, numbersWithCount)).resolves.toMatchObject({ rows: [], total: 7, counts: 1 });
  });

  it('estimates above the cap, as the separate count did', async () => {
    const small = { config: { listTotalCap: 12 } };
    const { list, counts } = numbersWithCount(40);
    const answer = await engine.db
      .transaction()
      .execute((trx) => pagedList(trx, small, user, list, { offset: 0, limit: 10 }, 'en'));
    expect(answer).toMatchObject({ total: expect.any(Number), isEstimate: true });
    expect(answer.total).toBeGreaterThan(12);
    expect(counts()).toBe(1);
  });
});
