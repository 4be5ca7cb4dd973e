import { type PushEvent, pushEventSchema, sseDataReader } from '@leadline/contracts';

/**
 * A client of GET /api/push/stream over a real HTTP connection, as the web client reads it
 * (fetch stream, bearer header). For tests and the push benchmark.
 */
export interface PushStreamClient {
  /** HTTP status of the answer. */
  status: number;
  /** Its headers (content-type, content-encoding...). */
  headers: Headers;
  events: PushEvent[];
  /** Resolves with the first event (already received or coming) that matches, or rejects after timeoutMs. */
  next<T extends PushEvent>(match: (event: PushEvent) => event is T, timeoutMs?: number): Promise<T>;
  next(match: (event: PushEvent) => boolean, timeoutMs?: number): Promise<PushEvent>;
  /** Resolves when the server ended the stream. */
  closed: Promise<void>;
  close(): void;
  /** Called on every event as it arrives (the benchmark stamps arrival times). */
  onEvent?: (event: PushEvent) => void;
}

export async function openPushStream(baseUrl: string, token: string): Promise<PushStreamClient> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/push/stream`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const events: PushEvent[] = [];
  const waiters = new Set<{ match: (event: PushEvent) => boolean; resolve: (event: PushEvent) => void }>();
  let markClosed!: () => void;
  const closed = new Promise<void>((resolve) => {
    markClosed = resolve;
  });
  const client: PushStreamClient = {
    status: response.status,
    headers: response.headers,
    events,
    closed,
    close: () => abort.abort(),
    next(match: (event: PushEvent) => boolean, timeoutMs = 5000): Promise<PushEvent> {
      const found = events.find(match);
      if (found) return Promise.resolve(found);
      return new Promise<PushEvent>((resolve, reject) => {
        const waiter = {
          match,
          resolve: (event: PushEvent) => {
            clearTimeout(timer);
            resolve(event);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching push event within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
  } as PushStreamClient;

  if (!response.ok || !response.body) {
    markClosed();
    return client;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    const read = sseDataReader((data) => {
      const event = pushEventSchema.parse(JSON.parse(data));
      events.push(event);
      client.onEvent?.(event);
      for (const waiter of [...waiters]) {
        if (waiter.match(event)) {
          waiters.delete(waiter);
          waiter.resolve(event);
        }
      }
    });
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        read(value);
      }
    } catch {
      // Aborted by close(), or the connection dropped.
    } finally {
      markClosed();
    }
  })();
  return client;
}
