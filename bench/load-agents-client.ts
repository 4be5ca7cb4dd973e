/**
 * The load generator of bench/load-agents.ts, run in a worker thread so that its event loop is
 * not the server's: real HTTP over loopback through one keep-alive agent of `connections` sockets.
 *
 * closed: `connections` loops, one an agent, each sending its next call as soon as the last one
 * answered (saturation). open: calls arrive at `rate` a second with exponential gaps (Poisson),
 * whatever the server's pace; a call's latency runs from its scheduled arrival, so a server that
 * falls behind is charged for the queue (no coordinated omission).
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { gunzipSync } from 'node:zlib';

export interface BenchAgent {
  token: string;
  userId: number;
  leadIds: number[];
  /** A supervisor's token: the CDR list is theirs (CDR_LIST_ROLES), filtered by this agent. */
  supervisorToken: string;
}

export interface ClientJob {
  baseUrl: string;
  mode: 'closed' | 'open';
  seconds: number;
  rate: number;
  connections: number;
  agents: BenchAgent[];
  /** Every call is GET /bare (the bare Fastify route): the same client, nothing behind it. */
  bare: boolean;
  timeoutMs: number;
  /** Accept gzip (as a browser does): the API compresses answers of 1 KB and more. */
  gzip: boolean;
}

export interface CallSamples {
  /** Latencies in ms of the calls answered 2xx. */
  ok: number[];
  errors: number;
  /** Status (or 'timeout', 'socket') → count, for the errors. */
  reasons: Record<string, number>;
  /** Body bytes of the 2xx answers as sent (compressed or not) and as read (JSON). */
  wireBytes: number;
  jsonBytes: number;
}

export interface ClientResult {
  seconds: number;
  calls: Record<string, CallSamples>;
}

/** The mix (bench/README.md): weights of the agent's actions. Opening a lead is two calls. */
export const MIX = [
  { action: 'order list', weight: 30 },
  { action: 'order list filtered', weight: 15 },
  { action: 'open lead', weight: 25 },
  { action: 'status change', weight: 10 },
  { action: 'cdr list', weight: 20 },
] as const;
export type Action = (typeof MIX)[number]['action'];

const TOTAL_WEIGHT = MIX.reduce((sum, item) => sum + item.weight, 0);
/** Calls an action makes on average: the open loop's rate is of calls, its arrivals of actions. */
const CALLS_PER_ACTION =
  MIX.reduce((sum, item) => sum + item.weight * (item.action === 'open lead' ? 2 : 1), 0) / TOTAL_WEIGHT;

export function pickAction(random: number): Action {
  let left = random * TOTAL_WEIGHT;
  for (const item of MIX) {
    left -= item.weight;
    if (left < 0) return item.action;
  }
  return MIX[0].action;
}

/** What an agent remembers between calls: the lead it opened last and that lead's version. */
interface AgentState {
  agent: BenchAgent;
  cursor: number;
  opened: { leadId: number; version: number; status: number } | null;
}

function run(job: ClientJob): Promise<ClientResult> {
  const base = new URL(job.baseUrl);
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: job.connections,
    maxFreeSockets: job.connections,
  });
  const calls: Record<string, CallSamples> = {};
  const record = (name: string, startedAt: number, status: number | string, wire = 0, json = 0) => {
    const samples = calls[name] ?? { ok: [], errors: 0, reasons: {}, wireBytes: 0, jsonBytes: 0 };
    calls[name] = samples;
    if (typeof status === 'number' && status >= 200 && status < 300) {
      samples.ok.push(performance.now() - startedAt);
      samples.wireBytes += wire;
      samples.jsonBytes += json;
    } else {
      samples.errors += 1;
      samples.reasons[String(status)] = (samples.reasons[String(status)] ?? 0) + 1;
    }
  };

  const request = (
    name: string,
    method: string,
    path: string,
    token: string | null,
    body: unknown,
    startedAt = performance.now(),
  ): Promise<{ status: number; json: unknown }> =>
    new Promise((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method,
          path,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(job.gzip ? { 'accept-encoding': 'gzip' } : {}),
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
          },
          timeout: job.timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            const wire = Buffer.concat(chunks);
            const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(wire) : wire;
            // An error's reason names its message too (a 400's cause is in it).
            let reason: number | string = status;
            if (status >= 400) {
              const message = (JSON.parse(body.toString('utf8') || '{}') as { message?: string }).message;
              reason = `${status} ${message ?? ''}`.slice(0, 60);
            }
            record(name, startedAt, reason, wire.length, body.length);
            let json: unknown = null;
            if (status === 200 && (name === 'lead detail' || name === 'status change')) {
              json = JSON.parse(body.toString('utf8'));
            }
            resolve({ status, json });
          });
          res.on('error', () => {
            record(name, startedAt, 'socket');
            resolve({ status: 0, json: null });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (error) => {
        record(name, startedAt, error.message === 'timeout' ? 'timeout' : 'socket');
        resolve({ status: 0, json: null });
      });
      req.end(payload);
    });

  const remember = (state: AgentState, leadId: number, json: unknown) => {
    const lead = (json as { data?: { leadData?: { version: number; status: number } } } | null)?.data
      ?.leadData;
    if (lead) state.opened = { leadId, version: lead.version, status: lead.status };
  };

  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

  /** One action of one agent; `startedAt` is the arrival time (open mode) or now. */
  const act = async (state: AgentState, action: Action, startedAt?: number): Promise<void> => {
    const { token, leadIds } = state.agent;
    if (job.bare) {
      await request('bare', 'GET', '/bare', null, undefined, startedAt);
      return;
    }
    switch (action) {
      case 'order list':
        await request(action, 'GET', '/api/orders/list?limit=20', token, undefined, startedAt);
        return;
      case 'order list filtered':
        await request(
          action,
          'GET',
          `/api/orders/list?leadStatus=4&leadStatus=5&dateFrom=${monthAgo}&dateTo=${today}&limit=20`,
          token,
          undefined,
          startedAt,
        );
        return;
      case 'cdr list':
        await request(
          action,
          'GET',
          `/api/cdrs?agentId=${state.agent.userId}&limit=20`,
          state.agent.supervisorToken,
          undefined,
          startedAt,
        );
        return;
      case 'open lead': {
        const leadId = leadIds[state.cursor++ % Math.max(1, leadIds.length)] ?? 0;
        const [detail] = await Promise.all([
          request('lead detail', 'GET', `/api/orders/detail/lead/${leadId}`, token, undefined, startedAt),
          request('lead calls', 'GET', `/api/lead/${leadId}/cdr`, token, undefined, startedAt),
        ]);
        remember(state, leadId, detail.json);
        return;
      }
      case 'status change': {
        if (!state.opened) return act(state, 'open lead', startedAt);
        const { leadId, version, status } = state.opened;
        const answer = await request(
          action,
          'PUT',
          `/api/orders/lead-info/${leadId}`,
          token,
          { version, leadStatus: status === 4 ? 5 : 4 },
          startedAt,
        );
        if (answer.status === 200) remember(state, leadId, answer.json);
        else state.opened = null;
        return;
      }
    }
  };

  const states: AgentState[] = job.agents.map((agent, index) => ({ agent, cursor: index, opened: null }));
  const started = performance.now();
  const deadline = started + job.seconds * 1000;
  const finish = (): ClientResult => {
    agent.destroy();
    return { seconds: (performance.now() - started) / 1000, calls };
  };

  if (job.mode === 'closed') {
    const loops = Array.from({ length: job.connections }, async (_, index) => {
      const state = states[index % states.length] as AgentState;
      while (performance.now() < deadline) await act(state, pickAction(Math.random()));
    });
    return Promise.all(loops).then(finish);
  }

  return new Promise((resolve) => {
    const pending = new Set<Promise<void>>();
    let next = started;
    const schedule = () => {
      const now = performance.now();
      while (next <= now && next < deadline) {
        const state = states[Math.floor(Math.random() * states.length)] as AgentState;
        const call = act(state, pickAction(Math.random()), next);
        pending.add(call);
        void call.then(() => pending.delete(call));
        next += (-Math.log(1 - Math.random()) / (job.bare ? job.rate : job.rate / CALLS_PER_ACTION)) * 1000;
      }
      if (next < deadline) setTimeout(schedule, Math.max(0, Math.min(5, next - performance.now())));
      else void Promise.all([...pending]).then(() => resolve(finish()));
    };
    schedule();
  });
}

if (parentPort && workerData) {
  const port = parentPort;
  void run(workerData as ClientJob).then((result) => port.postMessage(result));
}
