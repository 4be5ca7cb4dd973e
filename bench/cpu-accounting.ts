import { readdirSync, readFileSync } from 'node:fs';

/**
 * Where a run's CPU went, read from Linux's /proc (PostgreSQL on the same machine): the bench's
 * main thread (the server, or the replay's node-pg client), the whole Node process (its worker
 * threads too: the HTTP client, libuv's pool), every `postgres` process, and the machine. Divided
 * by the calls made, it says what one call costs each, which is what decides a 2-core machine's
 * ceiling. Zeros where /proc is not there.
 */

/** Linux's USER_HZ: /proc counts CPU time in these ticks (100 a second on every common build). */
const TICKS_PER_SECOND = 100;

export interface CpuSnapshot {
  at: number;
  mainThread: number;
  process: number;
  /** The backends serving the bench's database, by pid. */
  backends: Map<number, number>;
  /** Every postgres process: its background workers, and any other database's sessions. */
  postgres: number;
  machineBusy: number;
  machineTotal: number;
}

export function ticksOf(statPath: string): number {
  try {
    // The command name may hold spaces: the fields after it start past its closing parenthesis.
    const text = readFileSync(statPath, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function postgresTicks(): number {
  let sum = 0;
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    sum += ticksOf(`/proc/${entry}/stat`);
  }
  return sum;
}

function machineTicks(): { busy: number; total: number } {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    const total = values.reduce((sum, value) => sum + value, 0);
    // idle and iowait
    const idle = (values[3] ?? 0) + (values[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/**
 * `backendPids`: the pids of the sessions of the bench's database (pg_stat_activity).
 * `serverPids`: API processes outside the bench (several processes, BENCH_PROCESSES): their main
 * threads and their processes are summed in place of the bench's own.
 */
export function cpuSnapshot(
  backendPids: readonly number[] = [],
  serverPids: readonly number[] = [],
): CpuSnapshot {
  const machine = machineTicks();
  const sum = (paths: string[]) => paths.reduce((total, path) => total + ticksOf(path), 0);
  const servers = serverPids.length > 0 ? serverPids : null;
  return {
    at: performance.now(),
    mainThread: servers
      ? sum(servers.map((pid) => `/proc/${pid}/task/${pid}/stat`))
      : ticksOf(`/proc/self/task/${process.pid}/stat`),
    process: servers ? sum(servers.map((pid) => `/proc/${pid}/stat`)) : ticksOf('/proc/self/stat'),
    backends: new Map(backendPids.map((pid) => [pid, ticksOf(`/proc/${pid}/stat`)])),
    postgres: postgresTicks(),
    machineBusy: machine.busy,
    machineTotal: machine.total,
  };
}

/** One line: ms of CPU a call for each part (at the run's pace), and how busy the cores were. */
export function describeCpu(before: CpuSnapshot, after: CpuSnapshot, callsPerSecond: number): string {
  const seconds = (after.at - before.at) / 1000;
  const msPerCall = (ticks: number) =>
    ((ticks * 1000) / TICKS_PER_SECOND / seconds / Math.max(1e-9, callsPerSecond)).toFixed(2);
  const cores = (ticks: number) => (ticks / TICKS_PER_SECOND / seconds).toFixed(2);
  const mainThread = after.mainThread - before.mainThread;
  const processTicks = after.process - before.process;
  // A backend that began during the run counts from zero; one that ended is not there after.
  let backends = 0;
  for (const [pid, ticks] of after.backends) backends += ticks - (before.backends.get(pid) ?? 0);
  const postgres = after.postgres - before.postgres;
  const machine = after.machineBusy - before.machineBusy;
  const others = machine - processTicks - Math.max(postgres, backends);
  return (
    `CPU a call: main thread ${msPerCall(mainThread)} ms, node process ${msPerCall(processTicks)} ms ` +
    `(its other threads ${msPerCall(processTicks - mainThread)}), the database's backends ${msPerCall(backends)} ms, ` +
    `every postgres process ${msPerCall(postgres)} ms, machine ${msPerCall(machine)} ms; cores busy: main thread ` +
    `${cores(mainThread)}, node ${cores(processTicks)}, backends ${cores(backends)}, postgres ${cores(postgres)}, ` +
    `anything else ${cores(others)}, machine ${cores(machine)} of ${(
      (after.machineTotal - before.machineTotal) / TICKS_PER_SECOND / seconds
    ).toFixed(2)}`
  );
}
