/**
 * The long fault runs, outside `npm test` (docs/reliability.md): each scenario starts the built API
 * as real processes on a PostgreSQL of its own or on DATABASE_URL's server, breaks something, and
 * prints what was lost. Exits non-zero when any scenario found something stranded or lost.
 *
 *   npx tsx bench/faults/faults.ts                       every scenario
 *   npx tsx bench/faults/faults.ts db-restart kill-bulk  the ones named
 *
 * Scenarios: db-restart (PostgreSQL ends sessions, restarts, stops under load), kill-bulk (SIGKILL
 * during import, distribution, reconcile), kill-sends (SIGKILL during DO sends and postbacks),
 * multi-process (two and three API processes behind a local proxy). Run it on a quiet machine:
 * the figures are times.
 */
import { printResult, type ScenarioResult } from './support.js';

/**
 * What a scenario's run() answers: figures as label/value pairs, or printed lines, and failures
 * (or only ok). Each scenario also runs alone, so each keeps the shape that suits it.
 */
interface ScenarioOutcome {
  name?: string;
  ok?: boolean;
  figures?: ScenarioResult['figures'] | object;
  lines?: string[];
  failures?: string[];
}

function asResult(name: string, outcome: ScenarioOutcome): ScenarioResult {
  const figures: ScenarioResult['figures'] = Array.isArray(outcome.figures)
    ? outcome.figures
    : (outcome.lines ?? []).map((line): [string, string] => [line, '']);
  const failures =
    outcome.failures ?? (outcome.ok === false ? [`${name} found something lost or stranded`] : []);
  return { name: outcome.name ?? name, figures, failures };
}

const SCENARIOS: Record<string, () => Promise<{ run: () => Promise<ScenarioOutcome | ScenarioOutcome[]> }>> =
  {
    'db-restart': () => import('./db-restart.js'),
    'kill-bulk': () => import('./kill-bulk.js'),
    'kill-sends': () => import('./kill-sends.js'),
    'multi-process': () => import('./multi-process.js'),
  };

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in SCENARIOS));
if (unknown.length > 0) {
  console.error(`unknown scenario: ${unknown.join(', ')} (known: ${Object.keys(SCENARIOS).join(', ')})`);
  process.exit(2);
}
let failed = 0;
for (const name of asked.length > 0 ? asked : Object.keys(SCENARIOS)) {
  const started = Date.now();
  console.log(`\n-- ${name} (started ${new Date().toISOString()})`);
  try {
    const scenario = await SCENARIOS[name]?.();
    const outcome = await scenario?.run();
    for (const each of Array.isArray(outcome) ? outcome : outcome ? [outcome] : []) {
      const result = asResult(name, each);
      printResult(result);
      failed += result.failures.length;
    }
  } catch (error) {
    failed += 1;
    console.log(`  FAILED: ${name} could not run: ${(error as Error).stack ?? error}`);
  }
  console.log(`  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
console.log(failed === 0 ? '\nfaults: nothing lost or stranded' : `\nfaults: ${failed} failure(s)`);
process.exit(failed === 0 ? 0 : 1);
