import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Language, ORG_ID, translate } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../testing/multipart.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { leadUploadUrl } from '../../testing/xlsx-fixtures.js';
import { giantCellXlsx, manyRowsXlsx, repeatedRowsXlsx, rowXml, streamedXlsx } from './test-workbooks.js';

/**
 * The upload guard at the real import endpoint (docs/uploads.md): the bombs that took the
 * server to gigabytes and blocked it for seconds are refused with a clear message while other
 * requests stay fast and memory stays flat; the row limit and the cell limit hold; a broken
 * multipart body is the client's error.
 */

const MB = 1024 * 1024;

describe('upload guard on POST /api/lead/excel/upload', () => {
  let server: TestServer;
  let token: string;
  let url: string;
  let files: Record<'cellBomb' | 'rowBomb' | 'manyRows' | 'longCell', Buffer>;

  const countOf = async (table: 'leads' | 'leadImports' | 'history') =>
    Number(
      (
        await server.engine.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const counts = () => Promise.all([countOf('leads'), countOf('leadImports'), countOf('history')]);

  /**
   * Uploads a file while GET /api/health/live is called again and again: the answer, the slowest
   * health answer, the main thread's longest stall and the growth of the process's memory.
   */
  async function uploadWatched(file: Buffer, language: Language = 'en') {
    // Warm: the first call of a route compiles its serializers.
    await server.call({ method: 'GET', url: '/api/health' });
    const idle = process.memoryUsage().rss;
    let peak = idle;
    let slowestHealthMs = 0;
    const stalls = monitorEventLoopDelay({ resolution: 10 });
    stalls.enable();
    let done = false;
    const body = multipartFile(file, { name: 'leads.xlsx' });
    const upload = server
      .call({
        method: 'POST',
        url,
        token,
        payload: body.payload,
        headers: { ...body.headers, 'accept-language': language },
      })
      .finally(() => {
        done = true;
      });
    while (!done) {
      const started = performance.now();
      // Liveness, not readiness: the question is whether the process answers while the file is
      // read, and readiness also waits on the database (PGlite's one session, busy with the upload).
      const health = await server.call({ method: 'GET', url: '/api/health/live' });
      expect(health.status).toBe(200);
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - started);
      peak = Math.max(peak, process.memoryUsage().rss);
      await sleep(5);
    }
    const answer = await upload;
    peak = Math.max(peak, process.memoryUsage().rss);
    stalls.disable();
    return { ...answer, slowestHealthMs, longestStallMs: stalls.max / 1e6, rssGrowthMb: (peak - idle) / MB };
  }

  /**
   * Far above a free thread's few ms and far below the 1.5 s the old main-thread reader stalled
   * (more on a loaded machine): the bound tells a worker from the main thread without timing the
   * machine (100 ms failed when the suite shared two cores with Chromium).
   */
  const STALL_BOUND_MS = 1_000;

  const refusal = (key: string, values: Record<string, string | number> = {}, language: Language = 'en') => ({
    code: 400,
    error: 'validation_error',
    data: null,
    message: translate(language, `LEAD_INTAKE.ERRORS.${key}`, values),
  });

  beforeAll(async () => {
    // No job runner nor parcel simulator: the counts below must move only with the uploads.
    server = await startTestServer({ JOB_POLL_MS: '0', LOGISTICS_SIM_TICK_MS: '0' });
    token = await server.login('vn1.marketing');
    url = await leadUploadUrl(server, ORG_ID.VN1);
    // Built as streams: the test holds the zips, never the 400 MB or 229 MiB they inflate to.
    files = {
      cellBomb: await giantCellXlsx(400),
      rowBomb: await repeatedRowsXlsx(5_000_000),
      manyRows: await manyRowsXlsx(200_000),
      longCell: await streamedXlsx([
        rowXml(1, ['Name', 'Phone']),
        rowXml(2, ['x'.repeat(40_000), '0912345678']),
      ]),
    };
  });
  afterAll(() => server.close());

  it('refuses a 400 MB cell and 5,000,000 rows, health answering without a stall and rss under +300 MB', async () => {
    expect(files.cellBomb.length).toBeLessThan(MB);
    expect(files.rowBomb.length).toBeLessThan(MB);
    const before = await counts();
    for (const [file, language] of [
      [files.cellBomb, 'en'],
      [files.rowBomb, 'vi'],
    ] as const) {
      const watched = await uploadWatched(file, language);
      expect(watched.status).toBe(400);
      expect(watched.body).toEqual(refusal('UNPACKED_TOO_LARGE', {}, language));
      expect(watched.slowestHealthMs).toBeLessThan(STALL_BOUND_MS);
      expect(watched.longestStallMs).toBeLessThan(STALL_BOUND_MS);
      expect(watched.rssGrowthMb).toBeLessThan(300);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses 200,000 rows at the 20,000-row limit, the main thread free meanwhile', async () => {
    const before = await counts();
    const watched = await uploadWatched(files.manyRows);
    expect(watched.status).toBe(400);
    expect(watched.body).toEqual(refusal('TOO_MANY_ROWS', { max: '20,000' }));
    // The parse runs in a worker: the main thread never stalls (the old reader stalled 1.5 s).
    expect(watched.longestStallMs).toBeLessThan(STALL_BOUND_MS);
    expect(watched.rssGrowthMb).toBeLessThan(300);
    expect(await counts()).toEqual(before);
  });

  it('refuses a cell longer than Excel allows, naming its row', async () => {
    const before = await counts();
    const watched = await uploadWatched(files.longCell);
    expect(watched.status).toBe(400);
    expect(watched.body).toEqual(refusal('CELL_TOO_LONG_IN_ROW', { max: '32,767', row: 2 }));
    expect(await counts()).toEqual(before);
  });

  it('answers 400 with the envelope to a multipart body without a boundary, or cut short', async () => {
    const before = await counts();
    const cut = multipartFile(files.longCell, { name: 'leads.xlsx' });
    for (const [headers, payload] of [
      [{ 'content-type': 'multipart/form-data' }, cut.payload],
      [cut.headers, cut.payload.subarray(0, 200)],
    ] as const) {
      const { status, body } = await server.call({ method: 'POST', url, token, payload, headers });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 400, error: 'validation_error', data: null });
      expect(body.message).toMatch(/multipart\/form-data/);
    }
    expect(await counts()).toEqual(before);
  });
});
