import { Worker } from 'node:worker_threads';
import type { XlsxUploadLimits } from './limits.js';
import type { ColumnsMessage, ReadWorkerInput, WorkerMessage, XlsxReadResult } from './worker-protocol.js';

/**
 * Starts read-worker in a worker thread. From source (tsx in production, vitest in tests) the
 * worker is a .ts file that Node cannot load alone: a small bootstrap registers tsx's loader in
 * the worker first (a worker does not inherit the parent's --import). Compiled, it starts as is.
 */
function startWorker(options: ConstructorParameters<typeof Worker>[1]): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = new URL(fromSource ? './read-worker.ts' : './read-worker.js', import.meta.url);
  if (!fromSource) return new Worker(entry, options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

/**
 * Parses one upload in a fresh worker (its heap is freed with it) under the heap and time
 * limits. Running out of either is a refusal (TOO_COMPLEX), never a fault of the server.
 */
export function runReadWorker(
  data: Buffer,
  maxRows: number,
  limits: XlsxUploadLimits,
  pickColumns: (header: string[]) => number[] | null,
): Promise<XlsxReadResult> {
  // A copy of its own, moved (not copied again) to the worker.
  const input: ReadWorkerInput = { data: new Uint8Array(data), maxRows, limits };
  const worker = startWorker({
    workerData: input,
    transferList: [input.data.buffer as ArrayBuffer],
    resourceLimits: { maxOldGenerationSizeMb: limits.maxWorkerHeapMb, maxYoungGenerationSizeMb: 32 },
  });
  return new Promise<XlsxReadResult>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const tooComplex = () => resolve({ ok: false, reason: 'TOO_COMPLEX', inflatedBytes: 0 });
    const timer = setTimeout(() => settle(tooComplex), limits.timeoutMs);
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'done') {
        settle(() => resolve(message.result));
        return;
      }
      let columns: number[] | null;
      try {
        columns = pickColumns(message.header);
      } catch (error) {
        settle(() => reject(error));
        return;
      }
      worker.postMessage({ type: 'columns', columns } satisfies ColumnsMessage);
    });
    worker.on('error', (error: Error & { code?: string }) => {
      settle(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooComplex : () => reject(error));
    });
    worker.on('exit', (code) => {
      settle(() => reject(new Error(`xlsx read worker exited with code ${code} before answering`)));
    });
  });
}
