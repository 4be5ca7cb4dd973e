import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerStepwiseEndpoint } from '../../http/register-endpoint.js';
import { getSettings, updateHiddenMenu, updateLayout, updateShortcuts } from './user-settings.service.js';

export function userSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerStepwiseEndpoint(app, ENDPOINTS.mySettings, async ({ user }) => ({
    data: await ctx.scoped(user, (trx) => getSettings(trx, user)),
  }));

  registerStepwiseEndpoint(app, ENDPOINTS.updateMyLayout, async ({ user, body }) => ({
    data: await ctx.scoped(user, (trx) => updateLayout(trx, user, body.layout)),
  }));

  registerStepwiseEndpoint(app, ENDPOINTS.updateMyShortcuts, async ({ user, body }) => ({
    data: await ctx.scoped(user, (trx) =>
      updateShortcuts(trx, user, ctx.accessContext(user), body.shortcuts),
    ),
  }));

  registerStepwiseEndpoint(app, ENDPOINTS.updateMyHiddenMenu, async ({ user, body }) => ({
    data: await ctx.scoped(user, (trx) => updateHiddenMenu(trx, user, body.hiddenMenu)),
  }));
}
