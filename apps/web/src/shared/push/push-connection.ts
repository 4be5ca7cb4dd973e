import { pushEventSchema, sseDataReader } from '@leadline/contracts';
import { CLIENT_ENDPOINTS } from '../api/client-endpoints';
import { pushBus, pushStatus } from './push-bus';

const BACKOFF_MIN_MS = 1000;
const BACKOFF_MAX_MS = 30_000;
/** The server sends a comment every 20 s: silence for longer means the connection is dead. */
const SILENCE_LIMIT_MS = 45_000;

/**
 * One push stream for the tab (GET /api/push/stream): a fetch stream carrying the bearer token,
 * read as server-sent events, reopened with backoff when it drops. A 401/403 stops it: the
 * session's own handling (logout, block) decides what happens next.
 */
export function startPushConnection(token: string): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let delay = BACKOFF_MIN_MS;

  const scheduleRetry = () => {
    if (stopped) return;
    pushStatus.set('reconnecting');
    // Jitter, so that a restarted server is not hit by every tab at once.
    const wait = delay * (0.5 + Math.random() / 2);
    delay = Math.min(delay * 2, BACKOFF_MAX_MS);
    retryTimer = setTimeout(() => void connect(), wait);
  };

  const connect = async () => {
    if (stopped) return;
    controller = new AbortController();
    let silence: ReturnType<typeof setTimeout> | null = null;
    const watchSilence = () => {
      if (silence) clearTimeout(silence);
      silence = setTimeout(() => controller?.abort(), SILENCE_LIMIT_MS);
    };
    try {
      pushStatus.set(pushStatus.get() === 'stopped' ? 'connecting' : pushStatus.get());
      const response = await fetch(CLIENT_ENDPOINTS.pushStream.path, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        signal: controller.signal,
        cache: 'no-store',
      });
      if (response.status === 401 || response.status === 403) {
        stopped = true;
        pushStatus.set('stopped');
        return;
      }
      if (!response.ok || !response.body) throw new Error(`push stream: HTTP ${response.status}`);
      pushStatus.set('open');
      delay = BACKOFF_MIN_MS;
      watchSilence();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const read = sseDataReader((data) => {
        const parsed = pushEventSchema.safeParse(JSON.parse(data));
        if (parsed.success) pushBus.emit(parsed.data);
      });
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        watchSilence();
        read(value);
      }
    } catch {
      // Dropped, aborted or unreachable: retried below unless stopped.
    } finally {
      if (silence) clearTimeout(silence);
    }
    scheduleRetry();
  };

  void connect();
  return () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    controller?.abort();
    pushStatus.set('stopped');
  };
}
