import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { registerFileEndpoint } from '../../http/register-file-endpoint.js';
import { registerListEndpoint } from '../../shared/lists/paged-list.js';
import { cdrList, leadCdrsFor, recordingSigner, signedCdrs } from './cdrs.service.js';
import { prepareCdrExport } from './cdrs-export.js';
import { registerRecordingEndpoint } from './recording-endpoint.js';

/** CDRs: the list of /apps/customers/cdrs, its export, lead/{id}/cdr and the recordings. */
export function cdrsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onReady', () => recordingSigner(ctx).ready());
  registerListEndpoint(app, ctx, ENDPOINTS.cdrList, cdrList, {
    filter: ({ query }) => query,
    present: (rows, user) => signedCdrs(ctx, rows, user),
  });
  registerFileEndpoint(app, ENDPOINTS.cdrExport, ({ scope, user, body, language }) =>
    prepareCdrExport(scope, user, body, language),
  );
  registerEndpoint(app, ENDPOINTS.leadCdr, async ({ trx, user, params }) => ({
    data: await leadCdrsFor(trx, recordingSigner(ctx), user, params.leadId),
  }));
  registerRecordingEndpoint(app, ctx);
}
