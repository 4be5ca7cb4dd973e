import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { getSettings, updateHiddenMenu, updateLayout, updateShortcuts } from './user-settings.service.js';

export function userSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ENDPOINTS.mySettings, async ({ trx, user }) => ({
    data: await getSettings(trx, user),
  }));

  registerEndpoint(app, ENDPOINTS.updateMyLayout, async ({ trx, user, body }) => ({
    data: await updateLayout(trx, user, body.layout),
  }));

  registerEndpoint(app, ENDPOINTS.updateMyShortcuts, async ({ trx, user, body }) => ({
    data: await updateShortcuts(trx, user, ctx.accessContext(user), body.shortcuts),
  }));

  registerEndpoint(app, ENDPOINTS.updateMyHiddenMenu, async ({ trx, user, body }) => ({
    data: await updateHiddenMenu(trx, user, body.hiddenMenu),
  }));
}
