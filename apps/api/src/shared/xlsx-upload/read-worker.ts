import { once } from 'node:events';
import { parentPort, workerData } from 'node:worker_threads';
import { refusalOf } from './refusal.js';
import { readFirstSheet } from './sheet-reader.js';
import type { ColumnsMessage, ReadWorkerInput, WorkerMessage, XlsxReadResult } from './worker-protocol.js';

/**
 * The worker thread that parses one upload (started by worker-runner.ts), so that inflating and
 * parsing never hold the main thread's event loop, and a file that exhausts this thread's heap
 * ends this thread only. The header goes to the main thread, which answers the columns to keep.
 */
if (!parentPort) throw new Error('read-worker.ts runs as a worker thread');
const port = parentPort;
const input = workerData as ReadWorkerInput;
const budget = { inflatedBytes: 0 };
const post = (message: WorkerMessage) => port.postMessage(message);

async function pickColumns(header: string[]): Promise<number[] | null> {
  const answer = once(port, 'message');
  post({ type: 'header', header });
  const [message] = (await answer) as [ColumnsMessage];
  return message.columns;
}

let result: XlsxReadResult;
try {
  const data = Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength);
  const sheet = await readFirstSheet(
    data,
    { maxRows: input.maxRows, limits: input.limits, pickColumns },
    budget,
  );
  result = { ok: true, ...sheet, inflatedBytes: budget.inflatedBytes };
} catch (error) {
  result = { ok: false, ...refusalOf(error), inflatedBytes: budget.inflatedBytes };
}
post({ type: 'done', result });
