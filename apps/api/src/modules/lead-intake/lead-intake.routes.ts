import { CODE_CREATED_LEAD, ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../http/app-error.js';
import { registerStepwiseEndpoint } from '../../http/register-endpoint.js';
import { registerFileEndpoint } from '../../http/register-file-endpoint.js';
import { callingListsOf, findCampaign } from './lead-intake.repository.js';
import { createLead, failedRowsFile, importLeads, templateFile } from './lead-intake.service.js';

/** Routes of lead intake (SPEC.md 7.2 'Phone and lead creation', 7.3 calling lists). */
export function leadIntakeRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerStepwiseEndpoint(app, ENDPOINTS.createLead, async ({ user, body, language }) => {
    const data = await ctx.scoped(user, (trx) => createLead(trx, user, body, language));
    return {
      code: CODE_CREATED_LEAD,
      data,
      messageKey: data.duplicate ? 'LEAD_INTAKE.MESSAGES.CREATED_DUPLICATE' : 'LEAD_INTAKE.MESSAGES.CREATED',
      messageValues: { leadId: data.duplicateOfId ?? data.leadId },
    };
  });

  registerStepwiseEndpoint(app, ENDPOINTS.importLeads, async ({ user, params, upload, language }) => {
    const data = await ctx.scoped(user, (trx) => importLeads(trx, user, params, upload, language));
    return {
      data,
      messageKey: 'LEAD_INTAKE.MESSAGES.IMPORTED',
      messageValues: {
        imported: data.importedRows,
        total: data.totalRows,
        duplicates: data.duplicateRows,
        failed: data.failedRows,
      },
    };
  });

  registerFileEndpoint(app, ENDPOINTS.importFailedRows, async ({ user, body, language }) => ({
    body: await ctx.scoped(user, (trx) => failedRowsFile(trx, body.importId, language)),
  }));

  registerFileEndpoint(app, ENDPOINTS.importTemplate, async ({ user, language }) => ({
    body: await templateFile(user, language),
  }));

  registerStepwiseEndpoint(app, ENDPOINTS.campaignCallingLists, async ({ user, params }) => ({
    data: await ctx.scoped(user, async (trx) => {
      if (!(await findCampaign(trx, params.id))) throw notFound();
      return callingListsOf(trx, params.id);
    }),
  }));
}
