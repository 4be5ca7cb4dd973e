import { ENDPOINTS, resolvePaging } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../http/app-error.js';
import { registerStepwiseEndpoint } from '../../http/register-endpoint.js';
import { registerFileEndpoint } from '../../http/register-file-endpoint.js';
import { findUser, listUsers } from './users.repository.js';
import { createUser, resetUserPassword, searchUsers, setUserActive, updateUser } from './users.service.js';
import { importUsers, userTemplateFile } from './users-import.service.js';

/** Users of the org (docs/users.md): the lists, one user, and the administrators' changes. */
export function usersRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerStepwiseEndpoint(app, ENDPOINTS.listUsers, async ({ user, query }) => {
    const filter = { ...query, active: query.active === undefined ? undefined : query.active === 'true' };
    const { rows, total } = await ctx.scoped(user, (trx) => listUsers(trx, filter, resolvePaging(query)));
    return { data: rows, total };
  });

  registerStepwiseEndpoint(app, ENDPOINTS.searchUsers, async ({ user, body }) => {
    const { rows, total } = await searchUsers(ctx, user, body);
    return { data: rows, total };
  });

  registerStepwiseEndpoint(app, ENDPOINTS.getUser, async ({ user, params }) => {
    // Another org's user is invisible under row-level security: the same answer as no user.
    const found = await ctx.scoped(user, (trx) => findUser(trx, params.id));
    if (!found) throw notFound();
    return { data: found };
  });

  registerStepwiseEndpoint(app, ENDPOINTS.createUser, async ({ user, body, request }) => ({
    data: await createUser(ctx, { user, ip: request.ip }, body),
  }));

  registerStepwiseEndpoint(app, ENDPOINTS.updateUser, async ({ user, params, body, request }) => ({
    data: await updateUser(ctx, { user, ip: request.ip }, params.id, body),
  }));

  registerStepwiseEndpoint(app, ENDPOINTS.setUserActive, async ({ user, params, body, request }) => ({
    data: await setUserActive(ctx, { user, ip: request.ip }, params.id, body.active),
  }));

  registerStepwiseEndpoint(app, ENDPOINTS.resetUserPassword, async ({ user, params, request }) => ({
    data: await resetUserPassword(ctx, { user, ip: request.ip }, params.id),
  }));

  registerStepwiseEndpoint(
    app,
    ENDPOINTS.importUsers,
    async ({ user, query, upload, language, request }) => ({
      data: await importUsers(ctx, { user, ip: request.ip }, query.orgId, upload, language),
    }),
  );

  registerFileEndpoint(app, ENDPOINTS.userImportTemplate, async ({ user, language, request }) => ({
    body: await userTemplateFile(ctx, { user, ip: request.ip }, language),
  }));
}
