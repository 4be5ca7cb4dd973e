import pg from 'pg';

/** Stops listening. */
export type Unlisten = () => Promise<void>;

/** Receives the payload of every NOTIFY on a channel (committed notifications only). */
export type NotifyHandler = (payload: string) => void;

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * LISTEN on PostgreSQL through one dedicated connection (a pooled one would be handed back and
 * lose the LISTEN). When the connection drops it is opened again with backoff. Notifications sent
 * while it was down are lost: `onResume` runs once it listens again, so that what depends on them
 * (a cache, open push streams) can start again from the database.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onPayload: NotifyHandler,
  onError: (error: Error) => void = () => undefined,
  onResume: () => void = () => undefined,
): Promise<Unlisten> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let delay = RECONNECT_MIN_MS;

  let listening = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', (error) => {
      onError(error);
      scheduleReconnect(next);
    });
    next.on('end', () => scheduleReconnect(next));
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delay = RECONNECT_MIN_MS;
    if (listening) onResume();
    listening = true;
  };

  const scheduleReconnect = (failed: pg.Client) => {
    if (stopped || client !== failed || retryTimer) return;
    client = null;
    failed.end().catch(() => undefined);
    const attempt = () => {
      retryTimer = setTimeout(() => {
        retryTimer = null;
        connect().catch((error: Error) => {
          onError(error);
          delay = Math.min(delay * 2, RECONNECT_MAX_MS);
          if (!stopped) attempt();
        });
      }, delay);
    };
    attempt();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
