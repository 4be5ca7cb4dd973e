import { POSTBACK_BODY_EXCERPT } from '@leadline/contracts';
import { SIMULATOR_ORIGIN } from './postback-template.js';

/** How long a network has to answer a postback: the whole answer, body included. */
export const POSTBACK_TIMEOUT_MS = 10_000;

/** What one try got: the network's answer, or why there was none. */
export interface TryOutcome {
  /** 2xx: the network has it. */
  delivered: boolean;
  httpStatus: number | null;
  bodyExcerpt: string;
  /** Short reason of a failure: 'http_503', 'timeout', 'unreachable'; null when delivered. */
  error: string | null;
  durationMs: number;
}

/** The simulator in this process: answers a URL of SIMULATOR_ORIGIN (and its key) as its endpoint would. */
export type SimulatorCall = (url: URL, idempotencyKey: string) => Promise<{ status: number; body: string }>;

/** The header a network de-duplicates a postback's tries on (docs/postbacks.md). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * One GET of a rendered postback URL, with the postback's Idempotency-Key header (the networks of PARTNERS.md 6 take GET with the values in
 * the query). Never throws: a timeout, a refused connection or a bad URL is an outcome to log.
 */
export async function tryPostback(
  rawUrl: string,
  idempotencyKey: string,
  simulate: SimulatorCall,
): Promise<TryOutcome> {
  const started = Date.now();
  const done = (status: number | null, body: string, error: string | null): TryOutcome => ({
    delivered: status !== null && status >= 200 && status < 300,
    httpStatus: status,
    bodyExcerpt: body.slice(0, POSTBACK_BODY_EXCERPT),
    error,
    durationMs: Date.now() - started,
  });
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return done(null, '', 'bad_url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return done(null, '', 'bad_url');
  try {
    if (url.origin === SIMULATOR_ORIGIN) {
      const answer = await simulate(url, idempotencyKey);
      return done(answer.status, answer.body, answerError(answer.status));
    }
    const response = await fetch(url, {
      method: 'GET',
      headers: { accept: '*/*', 'user-agent': 'Leadline-Postback/1', [IDEMPOTENCY_HEADER]: idempotencyKey },
      signal: AbortSignal.timeout(POSTBACK_TIMEOUT_MS),
    });
    const body = await response.text();
    return done(response.status, body, answerError(response.status));
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return done(null, '', name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable');
  }
}

function answerError(status: number): string | null {
  return status >= 200 && status < 300 ? null : `http_${status}`;
}

/** Delay before automatic try n + 1 of a round, after n failures: 30 s, 1, 2, 4, 8, 16 min. */
export function retryDelayMs(failedTries: number): number | null {
  if (failedTries >= MAX_AUTOMATIC_TRIES) return null;
  return Math.min(60 * 60_000, 30_000 * 2 ** (failedTries - 1));
}

/** Automatic tries of one round (a resend starts another): about half an hour of retries. */
export const MAX_AUTOMATIC_TRIES = 7;
