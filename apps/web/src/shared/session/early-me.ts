import type { AgentMe } from '@leadline/contracts';
import { CLIENT_ENDPOINTS } from '../api/client-endpoints';
import { callEndpoint } from '../api/http-client';

/**
 * GET agent/me asked as the page starts, before the app's code has arrived (main.tsx): the session
 * needs it before anything else draws, so it should not wait for the app's download. Asked without
 * the response handling, because nobody listens to session events yet; the session's query takes
 * this answer once, or asks again with the usual handling when it failed (a revoked token then logs
 * out as it always did).
 */
let early: { token: string; answer: Promise<AgentMe> } | null = null;

export function askForMeEarly(token: string): void {
  const answer = callEndpoint(CLIENT_ENDPOINTS.agentMe, { handling: 'none' }).then(
    (envelope) => envelope.data,
  );
  // Taken (and its failure handled) by the session's query; never an unhandled rejection here.
  answer.catch(() => undefined);
  early = { token, answer };
}

/** The early answer for this token, once; null when there is none (asked again as usual). */
export function takeEarlyMe(token: string | null): Promise<AgentMe> | null {
  const taken = early && early.token === token ? early.answer : null;
  early = null;
  return taken;
}
