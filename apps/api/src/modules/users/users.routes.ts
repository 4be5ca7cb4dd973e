import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../http/app-error.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { findUser, listUsers } from './users.repository.js';

export function usersRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ENDPOINTS.listUsers, async ({ user, query }) => {
    const { rows, total } = await ctx.scoped(user, (trx) => listUsers(trx, query));
    return { data: rows, total };
  });

  registerEndpoint(app, ENDPOINTS.getUser, async ({ user, params }) => {
    // Another org's user is invisible under row-level security: the same answer as no user.
    const found = await ctx.scoped(user, (trx) => findUser(trx, params.id));
    if (!found) throw notFound();
    return { data: found };
  });
}
