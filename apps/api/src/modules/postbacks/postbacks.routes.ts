import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../http/app-error.js';
import {
  registerEndpoint,
  registerStepwiseEndpoint,
  type ScopeRunner,
} from '../../http/register-endpoint.js';
import type { SessionUser } from '../../http/session-user.js';
import { registerListEndpoint } from '../../shared/lists/paged-list.js';
import {
  manualPostback,
  pendingPostbackList,
  postbackAttempts,
  resendPostbacks,
} from './postbacks.service.js';
import { simulateNetwork } from './postbacks-simulator.js';

/** Conversion postbacks (SPEC.md 7.9): pending list, tries, manual, resend, the network simulator. */
export function postbacksRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Manual and resend call the network between their steps (its answer is awaited with no
  // transaction open): stepwise. Offset and limit may come in the query string or the body (SPEC.md 7.9); the body's win.
  registerListEndpoint(app, ctx, ENDPOINTS.pendingPostbackList, pendingPostbackList(ctx), {
    filter: ({ query, body }) => ({ ...query, ...body }),
  });
  registerEndpoint(app, ENDPOINTS.postbackAttempts, async ({ trx, user, params }) => ({
    data: await postbackAttempts(trx, ctx.accessContext(user as SessionUser), user as SessionUser, params.id),
  }));
  // Stepwise: the network is called between the postback's transactions.
  registerStepwiseEndpoint(app, ENDPOINTS.manualPostback, async ({ scope, user, body, language }) => ({
    data: await manualPostback(ctx, scope as ScopeRunner, user as SessionUser, body, language),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.resendPostbacks, async ({ scope, user, body, language }) => ({
    data: await resendPostbacks(ctx, scope as ScopeRunner, user as SessionUser, body, language),
  }));
  // Public: the simulator stands in for a network; it uses the system database (trx is undefined).
  registerEndpoint(app, ENDPOINTS.postbackSimulator, async ({ params, query, request, reply }) => {
    const raw = Object.fromEntries(
      [...new URL(request.url, 'http://simulator').searchParams].map(([key, value]) => [
        key,
        value.slice(0, 500),
      ]),
    );
    const key = request.headers['idempotency-key'];
    const answer = await simulateNetwork(ctx, {
      orgId: params.org,
      query: raw,
      fail: query.fail ?? 0,
      idempotencyKey: (Array.isArray(key) ? key[0] : key) ?? raw.idempotency_key ?? null,
    });
    if (!answer) throw notFound();
    const received = answer.answerStatus === 200;
    // A failure the simulator was told to play is the answer's HTTP status, as a network's would be.
    if (!received) reply.code(answer.answerStatus);
    return {
      data: { received, hit: answer.hit, duplicate: answer.duplicate },
      ...(received ? {} : { code: answer.answerStatus }),
    };
  });
}
