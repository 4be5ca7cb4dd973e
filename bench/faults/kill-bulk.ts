/**
 * SIGKILL during bulk writes (docs/reliability.md): a 20,000-row lead import, a 20,000-lead
 * distribution and a 50,000-row reconcile file, each killed FAULTS_KILLS times (default 3) at a
 * different moment of its call, the API started again after each kill. A bulk write is one
 * transaction: after a kill its rows are all there or none are, and the same call made again after
 * the restart applies it whole. Counts before and after each kill are printed; a half-applied write
 * fails the run.
 *
 *   npx tsx bench/faults/kill-bulk.ts          (needs PostgreSQL's binaries; makes its own cluster)
 */
import {
  LEAD_IMPORT_HEADERS,
  RECONCILE_HEADER,
  xlsxWorkbook,
} from '../../apps/api/src/testing/xlsx-fixtures.js';
import {
  type ApiProcess,
  ensureApiBuilt,
  login,
  PrivateCluster,
  runWhenScript,
  type ScenarioResult,
  sleep,
  startApi,
} from './support.js';

const KILLS = Number(process.env.FAULTS_KILLS ?? 3);
const IMPORT_ROWS = 20_000;
const RECONCILE_ROWS = 50_000;
const PORT = 3912;
const DATABASE = 'leadline_faults_bulk';
const VN1 = 4;

async function workbook(rows: (string | number | null)[][], sheetName: string): Promise<Blob> {
  return new Blob([new Uint8Array(await xlsxWorkbook(rows, sheetName))]);
}

async function upload(api: ApiProcess, token: string, path: string, file: Blob, name: string) {
  const form = new FormData();
  form.append('file', file, name);
  const response = await fetch(`${api.base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return (await response.json()) as { code: number; message: string };
}

export async function run(): Promise<ScenarioResult> {
  ensureApiBuilt();
  const cluster = new PrivateCluster(55_434);
  await cluster.start();
  const url = await cluster.createDatabase(DATABASE);
  const count = async (text: string, values: unknown[] = []) =>
    Number((await cluster.query<{ n: string }>(DATABASE, text, values))[0]?.n ?? 0);
  const env = { LOGISTICS_SIM_TICK_MS: '0' };
  let api = await startApi(url, PORT, env);
  const figures: ScenarioResult['figures'] = [];
  const failures: string[] = [];

  /**
   * Kills the API `delayMs` into `call`, restarts it, and reports the table's count before, right
   * after the kill and after the restart: the write must be all or nothing.
   */
  const killDuring = async (
    label: string,
    call: (api: ApiProcess) => Promise<unknown>,
    counted: () => Promise<number>,
    whole: number,
    delayMs: number,
  ) => {
    const before = await counted();
    const pending = call(api).catch(() => 'killed');
    await sleep(delayMs);
    await api.kill('SIGKILL');
    const outcome = await pending;
    const afterKill = await counted();
    api = await startApi(url, PORT, env);
    const afterRestart = await counted();
    const applied = afterRestart - before;
    const state = applied === 0 ? 'none applied' : applied === whole ? 'all applied' : `HALF: ${applied}`;
    figures.push([
      `${label}, killed at ${delayMs} ms`,
      `${before} → ${afterKill} → ${afterRestart} (${state}${outcome === 'killed' ? '' : ', answered before the kill'})`,
    ]);
    if (applied !== 0 && applied !== whole) failures.push(`${label}: ${applied} of ${whole} rows applied`);
    return applied === whole;
  };

  try {
    const campaign = (
      await cluster.query<{ id: number; list: number }>(
        DATABASE,
        `SELECT c.id, min(l.id) AS list FROM campaigns c JOIN calling_lists l ON l.campaign_id = c.id
         WHERE c.org_id = $1 GROUP BY c.id ORDER BY c.id LIMIT 1`,
        [VN1],
      )
    )[0];
    if (!campaign) throw new Error('no VN1 campaign in the demo data');

    // 1. Lead import.
    const importFile = async (series: number) =>
      workbook(
        [
          LEAD_IMPORT_HEADERS,
          ...Array.from({ length: IMPORT_ROWS }, (_, index) => [
            `Fault test ${series}-${index}`,
            `09${String(series).padStart(2, '0')}${String(index).padStart(6, '0')}`,
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            null,
          ]),
        ],
        'Leads',
      );
    const importPath = `/api/lead/excel/upload/${campaign.id}/${campaign.list}`;
    const leadsOfList = () =>
      count('SELECT count(*) AS n FROM leads WHERE calling_list_id = $1', [campaign.list]);
    let series = 10;
    for (let kill = 0; kill < KILLS; kill++) {
      const file = await importFile(series);
      const imported = await killDuring(
        'lead import (20,000 rows)',
        async (current) =>
          upload(current, await login(current.base, 'vn1.marketing'), importPath, file, 'leads.xlsx'),
        leadsOfList,
        IMPORT_ROWS,
        500 + kill * 1500,
      );
      if (imported) series += 1;
    }
    // Once more, to the end: the leads the distribution deals below.
    const complete = await upload(
      api,
      await login(api.base, 'vn1.marketing'),
      importPath,
      await importFile(series),
      'leads.xlsx',
    );
    figures.push(['lead import after the kills, to the end', `code ${complete.code}: ${complete.message}`]);

    // 2. Distribution of those leads to a group of the campaign.
    const leader = await login(api.base, 'vn1.team-leader');
    const groups = (await (
      await fetch(`${api.base}/api/bulk-distribution/${campaign.id}/groups`, {
        headers: { authorization: `Bearer ${leader}` },
      })
    ).json()) as { data: Array<{ id: number }> };
    const groupId = groups.data[0]?.id;
    if (!groupId) throw new Error('no agent group works the demo campaign');
    const undistributed = () =>
      count('SELECT count(*) AS n FROM leads WHERE calling_list_id = $1 AND assignee_id IS NULL', [
        campaign.list,
      ]);
    const waiting = await undistributed();
    const distributed = async () => waiting - (await undistributed());
    for (let kill = 0; kill < KILLS; kill++) {
      const done = await killDuring(
        `distribution (${waiting} leads)`,
        async (current) =>
          fetch(`${current.base}/api/bulk-distribution/${campaign.id}/${campaign.list}/group`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${await login(current.base, 'vn1.team-leader')}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ groupId }),
          }),
        distributed,
        waiting,
        150 + kill * 400,
      );
      if (done) break;
    }

    const leaderAfter = await login(api.base, 'vn1.team-leader');
    const dealt = await fetch(`${api.base}/api/bulk-distribution/${campaign.id}/${campaign.list}/group`, {
      method: 'POST',
      headers: { authorization: `Bearer ${leaderAfter}`, 'content-type': 'application/json' },
      body: JSON.stringify({ groupId }),
    });
    figures.push([
      'distribution after the kills, to the end',
      `${await distributed()} of ${waiting} leads dealt (HTTP ${dealt.status})`,
    ]);
    if ((await distributed()) !== waiting)
      failures.push('the distribution made again after the kills did not deal every lead');

    // 3. A reconcile file of 50,000 rows (codes no DO has: each is kept as a pending row).
    let fileSeries = 0;
    const reconcileFile = async () =>
      workbook(
        [
          RECONCILE_HEADER,
          ...Array.from({ length: RECONCILE_ROWS }, (_, index) => [
            `FLT${fileSeries}-${index}`,
            null,
            'Delivered',
            100_000,
            15_000,
            '2026-11-20',
          ]),
        ],
        'COD',
      );
    const reconcileRows = () => count('SELECT count(*) AS n FROM reconciliation_rows');
    for (let kill = 0; kill < KILLS; kill++) {
      const file = await reconcileFile();
      const done = await killDuring(
        'reconcile file (50,000 rows)',
        async (current) =>
          upload(
            current,
            await login(current.base, 'vn1.finance'),
            '/api/reconciliations/upload?mode=apply',
            file,
            'cod.xlsx',
          ),
        reconcileRows,
        RECONCILE_ROWS,
        1000 + kill * 2500,
      );
      if (done) fileSeries += 1;
    }
    const rowsBefore = await reconcileRows();
    const finance = await login(api.base, 'vn1.finance');
    const reconciled = await upload(
      api,
      finance,
      '/api/reconciliations/upload?mode=apply',
      await reconcileFile(),
      'cod.xlsx',
    );
    const rowsAdded = (await reconcileRows()) - rowsBefore;
    figures.push([
      'reconcile file after the kills, to the end',
      `${rowsAdded} rows (code ${reconciled.code})`,
    ]);
    if (rowsAdded !== RECONCILE_ROWS)
      failures.push(`the reconcile file made again after the kills added ${rowsAdded} rows`);
    const stuckJobs = await count(
      `SELECT count(*) AS n FROM jobs WHERE state = 'running' AND locked_until < now()`,
    ).catch(() => -1);
    figures.push(['jobs left running past their lease', stuckJobs === -1 ? 'n/a' : stuckJobs]);
    return { name: 'SIGKILL during bulk writes', figures, failures };
  } finally {
    await api.kill('SIGTERM');
    await cluster.destroy();
  }
}

await runWhenScript(import.meta.url, run);
