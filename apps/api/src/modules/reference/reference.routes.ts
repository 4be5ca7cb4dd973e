import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.js';
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
export function referenceRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.synonymObject, async ({ trx, query, language }) => {
    const data = await listSynonyms(trx, query.typeId, language);
    return { data, total: data.length };
  });
  registerEndpoint(app, ENDPOINTS.leadStatuses, async ({ trx, language }) => ({
    data: await leadStatuses(trx, language),
  }));
  registerEndpoint(app, ENDPOINTS.soStatuses, async ({ language }) => ({
    data: soStatuses(language),
  }));
  registerEndpoint(app, ENDPOINTS.doStatuses, async ({ trx, language }) => ({
    data: await doStatuses(trx, language),
  }));
  registerEndpoint(app, ENDPOINTS.paymentMethods, async ({ trx, language }) => ({
    data: await paymentMethods(trx, language),
  }));
  registerEndpoint(app, ENDPOINTS.campaigns, async ({ trx }) => ({
    data: await campaigns(trx),
  }));
  registerEndpoint(app, ENDPOINTS.agents, async ({ trx, user, query }) => ({
    data: await agentOptions(trx, user, query.orgId),
  }));
  registerEndpoint(app, ENDPOINTS.callbackReasons, async ({ trx, query, language }) => ({
    data: await callbackReasons(trx, query.code, language),
  }));
  registerEndpoint(app, ENDPOINTS.reasons, async ({ trx, query, language }) => ({
    data: await reasons(trx, query.kind, language),
  }));
  registerEndpoint(app, ENDPOINTS.banks, async ({ trx, user }) => ({
    data: await banks(trx, user),
  }));
}
