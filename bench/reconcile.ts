/**
 * DO reconcile at scale (docs/reconcile.md). Seeds BENCH_ROWS (default 50,000) delivered DOs of
 * VN1, then:
 *  1. imports a partner file of as many rows (every DO once: 80 % matched, 15 % short, 5 % codes no
 *     DO has) through POST /api/reconciliations/upload?mode=apply, the way the screen does it,
 *     and prints the time and the process's peak RSS (worker thread included) over the call;
 *  2. exports the reconciled rows through POST /api/reconciliations/delivery-orders/export over a
 *     real socket (the body read and dropped chunk by chunk, as a browser saves it): the matched tab
 *     (80 %: 40,000 rows), all 50,000, and all 100,000 after doubling the rows: rows per second and
 *     peak RSS of each.
 * Targets: import < 10 s and < 400 MB; export >= 20,000 rows/s, peak memory flat as rows grow.
 *
 *   DATABASE_URL=postgres://leadline:leadline@127.0.0.1:5432/leadline npx tsx bench/reconcile.ts
 *
 * Runs in its own database (leadline_bench_reconcile), rebuilt at every run. The import and the
 * exports run in a fresh process (the script starts itself again), so memory is the server's; run
 * it with `node --expose-gc --import tsx bench/reconcile.ts` to collect garbage before each call.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { buildApp } from '../apps/api/src/app.js';
import { openPostgres } from '../apps/api/src/db/engine.js';
import { migrate } from '../apps/api/src/db/migrate.js';
import { seedReferenceLists } from '../apps/api/src/modules/reference/reference.seed.js';
import { seedDemoUsers, seedReferenceData } from '../apps/api/src/seed/seed.js';
import { RECONCILE_HEADER } from '../apps/api/src/testing/xlsx-fixtures.js';
import { benchConfig, benchDatabase, requirePostgresServer, signIn } from './bench-database.js';

const serverUrl = requirePostgresServer('bench/reconcile.ts');
const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const DATABASE = 'leadline_bench_reconcile';
const VN1 = 4;
const COD = 390_000;
const MB = 1024 * 1024;

/** The process's peak resident memory while `work` runs, sampled every 10 ms. */
async function measured<T>(work: () => Promise<T>): Promise<{
  result: T;
  ms: number;
  peakMb: number;
  baseMb: number;
  heapPeakMb: number;
  heapBaseMb: number;
}> {
  const baseMb = process.memoryUsage.rss() / MB;
  // The main thread's live heap too: RSS keeps pages V8 no longer uses, and heapUsed counts garbage
  // not yet collected, so neither shows what a call holds. With --expose-gc, a collection every
  // 250 ms gives the live heap's peak over the call (the upload's worker thread not included).
  const heapBaseMb = process.memoryUsage().heapUsed / MB;
  let peak = baseMb;
  let heapPeak = heapBaseMb;
  let ticks = 0;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage.rss() / MB);
    ticks += 1;
    if (global.gc && ticks % 25 === 0) {
      global.gc();
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed / MB);
    }
  };
  const timer = setInterval(sample, 10);
  const started = performance.now();
  try {
    const result = await work();
    sample();
    return {
      result,
      ms: performance.now() - started,
      peakMb: peak,
      baseMb,
      heapPeakMb: heapPeak,
      heapBaseMb,
    };
  } finally {
    clearInterval(timer);
  }
}

// The seeding and the partner file are made in this process; the import and the exports are
// measured in a fresh one (the same script, BENCH_RECONCILE_FILE set), so that the memory figures
// are the server's and not what building 50,000 rows in exceljs left in this process.
const measuringFile = process.env.BENCH_RECONCILE_FILE;
if (!measuringFile) {
  const benchUrl = await benchDatabase(serverUrl, DATABASE);
  const engine = await openPostgres(benchUrl, 10);
  await migrate(engine);
  await seedReferenceData(engine.db);
  await seedDemoUsers(engine.db);
  await seedReferenceLists(engine.db);

  const seeding = performance.now();
  await sql`
    INSERT INTO leads (org_id, customer_name, phone_raw, phone_e164, created_at, updated_at)
    SELECT ${VN1}, 'Khách hàng ' || g, '09' || lpad(g::text, 8, '0'), '+849' || lpad(g::text, 8, '0'), now(), now()
    FROM generate_series(1, ${ROWS}) AS g`.execute(engine.db);
  await sql`
    INSERT INTO sale_orders (org_id, lead_id, created_by, status, currency, subtotal, amount, payment_method_id)
    SELECT l.org_id, l.id, (SELECT min(id) FROM users WHERE org_id = ${VN1}), 1, 'VND', ${COD}, ${COD},
           (SELECT min(id) FROM payment_methods)
    FROM leads l WHERE l.org_id = ${VN1}`.execute(engine.db);
  await sql`
    INSERT INTO delivery_orders (org_id, sale_order_id, status, partner, tracking_code, cod_amount)
    SELECT so.org_id, so.id, 5, 'GENERAL', 'BENCH' || lpad(so.id::text, 9, '0'), ${COD}
    FROM sale_orders so WHERE so.org_id = ${VN1}`.execute(engine.db);
  await sql`ANALYZE`.execute(engine.db);
  const orders = await engine.db
    .selectFrom('deliveryOrders')
    .select(['id', 'trackingCode'])
    .where('orgId', '=', VN1)
    .orderBy('id')
    .execute();

  // The partner file, written as a partner's spreadsheet would be (shared strings, one sheet).
  async function partnerFile(): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('COD');
    sheet.addRow(RECONCILE_HEADER);
    orders.forEach((order, index) => {
      const kind = index % 20;
      if (kind === 19) sheet.addRow([`NODO${index}`, null, 'Delivered', COD, 18_000, '2026-11-20']);
      else
        sheet.addRow([
          order.trackingCode,
          order.id,
          'Delivered',
          kind < 16 ? COD : COD - 10_000,
          18_000,
          '2026-11-20',
        ]);
    });
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
  const file = await partnerFile();
  console.log(
    `seeded ${ROWS.toLocaleString('en-US')} delivered DOs and a ${(file.length / MB).toFixed(1)} MB file of as many rows in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  await engine.close();
  const path = join(tmpdir(), 'leadline-bench-reconcile.xlsx');
  writeFileSync(path, file);
  const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_RECONCILE_FILE: path, BENCH_RECONCILE_URL: benchUrl },
  });
  rmSync(path, { force: true });
  process.exit(child.status ?? 1);
}

const benchUrl = process.env.BENCH_RECONCILE_URL as string;
const engine = await openPostgres(benchUrl, 10);
const config = benchConfig(benchUrl);
const db = engine.db;
const file = readFileSync(measuringFile);
global.gc?.();

const { app } = await buildApp(config, engine);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const token = await signIn(app, config, 'vn1.finance');
const headers = { authorization: `Bearer ${token}` };

global.gc?.();
const upload = await measured(async () => {
  const form = new FormData();
  form.append('file', new Blob([file]), 'partner-cod.xlsx');
  const response = await fetch(`${address}/api/reconciliations/upload?mode=apply`, {
    method: 'POST',
    headers,
    body: form,
  });
  return (await response.json()) as { code: number; message: string };
});
if (upload.result.code !== 200) throw new Error(`import refused: ${upload.result.message}`);

/** Streams an export to nowhere: rows per second and the peak memory while it runs. */
async function exportRun(body: Record<string, unknown>) {
  global.gc?.();
  return measured(async () => {
    const response = await fetch(`${address}/api/reconciliations/delivery-orders/export`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok || !response.body) throw new Error(`export failed: ${response.status}`);
    const rows = Number(response.headers.get('x-total-rows'));
    let bytes = 0;
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).length;
    return { rows, bytes };
  });
}

const exports = [];
exports.push(await exportRun({ tab: 'matched' }));
exports.push(await exportRun({ tab: 'all' }));
// Twice the rows: the file's rows copied under a second import.
await sql`
  WITH second AS (
    INSERT INTO reconciliation_imports (org_id, content_hash, row_count, matched, mismatched, pending)
    VALUES (${VN1}, 'bench-copy', ${ROWS}, 0, 0, 0) RETURNING id)
  INSERT INTO reconciliation_rows (org_id, import_id, file_row, tracking_code, delivery_order_id, reported_status,
    cod_collected, fee, currency, reported_on, result, reason, do_status, expected_cod, difference)
  SELECT org_id, (SELECT id FROM second), file_row, tracking_code, delivery_order_id, reported_status, cod_collected,
    fee, currency, reported_on, result, reason, do_status, expected_cod, difference
  FROM reconciliation_rows`.execute(db);
await sql`ANALYZE reconciliation_rows`.execute(db);
exports.push(await exportRun({ tab: 'all' }));

await app.close();
await engine.close();

console.log(`\nimport of ${ROWS.toLocaleString('en-US')} rows (targets: < 10 s, < 400 MB)`);
console.log(`  ${upload.result.message}`);
console.log(
  `  time ${(upload.ms / 1000).toFixed(2)} s, peak RSS ${upload.peakMb.toFixed(0)} MB (${upload.baseMb.toFixed(0)} MB before the call)`,
);
console.log('\nexport (targets: >= 20,000 rows/s, peak memory flat as rows grow)');
for (const run of exports)
  console.log(
    `  ${run.result.rows.toLocaleString('en-US').padStart(7)} rows  ${(run.ms / 1000).toFixed(2)} s  ${Math.round(run.result.rows / (run.ms / 1000)).toLocaleString('en-US')} rows/s  ${(run.result.bytes / MB).toFixed(1)} MB file  peak RSS ${run.peakMb.toFixed(0)} MB (${run.baseMb.toFixed(0)} before), live heap ${run.heapPeakMb.toFixed(0)} MB (${run.heapBaseMb.toFixed(0)} before)`,
  );
