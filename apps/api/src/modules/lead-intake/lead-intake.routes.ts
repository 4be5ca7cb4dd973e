import { CODE_CREATED_LEAD, ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/app-error.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { registerFileEndpoint } from '../../http/register-file-endpoint.js';
import { callingListsOf, findCampaign } from './lead-intake.repository.js';
import { createLead, failedRowsFile, importLeads, templateFile } from './lead-intake.service.js';

/** Routes of lead intake (SPEC.md 7.2 'Phone and lead creation', 7.3 calling lists). */
export function leadIntakeRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.createLead, async ({ trx, user, body, language }) => {
    const data = await createLead(trx, user, body, language);
    return {
      code: CODE_CREATED_LEAD,
      data,
      messageKey: data.duplicate ? 'LEAD_INTAKE.MESSAGES.CREATED_DUPLICATE' : 'LEAD_INTAKE.MESSAGES.CREATED',
      messageValues: { leadId: data.duplicateOfId ?? data.leadId },
    };
  });

  registerEndpoint(app, ENDPOINTS.importLeads, async ({ trx, user, params, upload, language }) => {
    const data = await importLeads(trx, user, params, upload, language);
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

  registerFileEndpoint(app, ENDPOINTS.importFailedRows, async ({ scope, body, language }) => ({
    body: await scope((trx) => failedRowsFile(trx, body.importId, language)),
  }));

  registerFileEndpoint(app, ENDPOINTS.importTemplate, async ({ user, language }) => ({
    body: await templateFile(user, language),
  }));

  registerEndpoint(app, ENDPOINTS.campaignCallingLists, async ({ trx, params }) => {
    if (!(await findCampaign(trx, params.id))) throw notFound();
    return { data: await callingListsOf(trx, params.id) };
  });
}
