import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerStepwiseEndpoint } from '../../http/register-endpoint.js';
import {
  agentOptions,
  banks,
  callbackReasons,
  campaigns,
  doStatuses,
  leadStatuses,
  paymentMethods,
  reasons,
  soStatuses,
} from './reference.repository.js';
import { listSynonyms } from './synonyms.repository.js';

/** The synonym lists and the reference lists of SPEC.md 7.2 that filters and forms pick from. */
export function referenceRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerStepwiseEndpoint(app, ENDPOINTS.synonymObject, async ({ user, query, language }) => {
    const data = await ctx.scoped(user, (trx) => listSynonyms(trx, query.typeId, language));
    return { data, total: data.length };
  });
  registerStepwiseEndpoint(app, ENDPOINTS.leadStatuses, async ({ user, language }) => ({
    data: await ctx.scoped(user, (trx) => leadStatuses(trx, language)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.soStatuses, async ({ language }) => ({
    data: soStatuses(language),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.doStatuses, async ({ user, language }) => ({
    data: await ctx.scoped(user, (trx) => doStatuses(trx, language)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.paymentMethods, async ({ user, language }) => ({
    data: await ctx.scoped(user, (trx) => paymentMethods(trx, language)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.campaigns, async ({ user }) => ({
    data: await ctx.scoped(user, (trx) => campaigns(trx)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.agents, async ({ user, query }) => ({
    data: await ctx.scoped(user, (trx) => agentOptions(trx, user, query.orgId)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.callbackReasons, async ({ user, query, language }) => ({
    data: await ctx.scoped(user, (trx) => callbackReasons(trx, query.code, language)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.reasons, async ({ user, query, language }) => ({
    data: await ctx.scoped(user, (trx) => reasons(trx, query.kind, language)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.banks, async ({ user }) => ({
    data: await ctx.scoped(user, (trx) => banks(trx, user)),
  }));
}
