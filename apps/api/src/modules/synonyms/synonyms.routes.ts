import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { listSynonyms } from './synonyms.repository.js';

export function synonymsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ENDPOINTS.synonymObject, async ({ user, query, language }) => {
    const data = await ctx.scoped(user, (trx) => listSynonyms(trx, query.typeId, language));
    return { data, total: data.length };
  });
}
