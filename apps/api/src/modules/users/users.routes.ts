import { ENDPOINTS, resolvePaging } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../http/app-error.js';
import { registerEndpoint, registerStepwiseEndpoint } from '../../http/register-endpoint.js';
import { registerFileEndpoint } from '../../http/register-file-endpoint.js';
import { findUser, listUsers } from './users.repository.js';
import { createUser, resetUserPassword, searchUsers, setUserActive, updateUser } from './users.service.js';
import { importUsers, userTemplateFile } from './users-import.service.js';

/** Users of the org (docs/users.md): the lists, one user, and the administrators' changes. */
export function usersRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ENDPOINTS.listUsers, async ({ trx, query }) => {
    const filter = { ...query, active: query.active === undefined ? undefined : query.active === 'true' };
    const { rows, total } = await listUsers(trx, filter, resolvePaging(query));
    return { data: rows, total };
  });

  registerEndpoint(app, ENDPOINTS.searchUsers, async ({ trx, body }) => {
    const { rows, total } = await searchUsers(trx, body);
    return { data: rows, total };
  });

  registerEndpoint(app, ENDPOINTS.getUser, async ({ trx, params }) => {
    // Another org's user is invisible under row-level security: the same answer as no user.
    const found = await findUser(trx, params.id);
    if (!found) throw notFound();
    return { data: found };
  });

  registerStepwiseEndpoint(app, ENDPOINTS.createUser, async ({ scope, user, body, request }) => ({
    data: await createUser(scope, ctx.systemDb, { user, ip: request.ip }, body),
  }));

  registerEndpoint(app, ENDPOINTS.updateUser, async ({ trx, user, params, body, request }) => ({
    data: await updateUser(trx, { user, ip: request.ip }, params.id, body),
  }));

  registerEndpoint(app, ENDPOINTS.setUserActive, async ({ trx, user, params, body, request }) => ({
    data: await setUserActive(trx, ctx.push, { user, ip: request.ip }, params.id, body.active),
  }));

  registerEndpoint(app, ENDPOINTS.resetUserPassword, async ({ trx, user, params, request }) => ({
    data: await resetUserPassword(trx, ctx.push, { user, ip: request.ip }, params.id),
  }));

  registerStepwiseEndpoint(
    app,
    ENDPOINTS.importUsers,
    // Stepwise: the sheet is parsed and the names checked on the system database before the write.
    async ({ scope, user, query, upload, language, request }) => ({
      data: await importUsers(scope, ctx.systemDb, { user, ip: request.ip }, query.orgId, upload, language),
    }),
  );

  registerFileEndpoint(app, ENDPOINTS.userImportTemplate, async ({ scope, user, language, request }) => ({
    body: await scope((trx) => userTemplateFile(trx, { user, ip: request.ip }, language)),
  }));
}
