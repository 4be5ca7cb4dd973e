import { ENDPOINTS, type ReconcileListFilter } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerEndpoint, registerStepwiseEndpoint } from '../../http/register-endpoint.js';
import { registerFileEndpoint } from '../../http/register-file-endpoint.js';
import type { SessionUser } from '../../http/session-user.js';
import { pagedList } from '../../shared/lists/paged-list.js';
import {
  contentHash,
  fileCurrency,
  reconcileList,
  reconcileOrder,
  statusWords,
  trackingCodeLogs,
  uploadReconcileFile,
} from './reconcile.service.js';
import { prepareReconcileExport, reconcileTemplate } from './reconcile-export.js';
import { readReconcileFile } from './reconcile-file.js';

/** DO reconcile (SPEC.md 7.7; docs/reconcile.md). */
export function reconcileRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ENDPOINTS.reconcileList, async ({ trx, user, query, body, language }) => {
    const filter: ReconcileListFilter & typeof query = { ...body, ...query };
    const { rows, total, isEstimate } = await pagedList(
      trx,
      ctx,
      user as SessionUser,
      reconcileList,
      filter,
      language,
    );
    return { data: { deliveryOrders: rows }, total, totalIsEstimate: isEstimate };
  });
  registerFileEndpoint(app, ENDPOINTS.reconcileExport, ({ scope, user, body, language }) =>
    prepareReconcileExport(scope, user, body, language),
  );
  registerFileEndpoint(app, ENDPOINTS.reconcileTemplate, async ({ language }) => ({
    body: await reconcileTemplate(language),
  }));
  registerStepwiseEndpoint(
    app,
    ENDPOINTS.reconcileUpload,
    async ({ scope, user, upload, query, language }) => {
      const statuses = await scope(statusWords);
      // The file is read and checked before the transaction opens (docs/uploads.md).
      const rows = await readReconcileFile(upload, { language, currency: fileCurrency(user), statuses });
      const file = {
        rows,
        hash: contentHash(upload?.data ?? Buffer.alloc(0)),
        fileName: upload?.fileName ?? '',
      };
      const mode = query.mode ?? 'preview';
      const data = await scope((trx) => uploadReconcileFile(trx, user, file, mode, language));
      if (!data.applied) return { data };
      return {
        data,
        messageKey: 'RECONCILE.MESSAGE.IMPORTED',
        messageValues: { ...data.counts, count: data.counts.rows },
      };
    },
  );
  registerEndpoint(app, ENDPOINTS.reconcileOrder, async ({ trx, user, body, language }) => {
    const data = await reconcileOrder(trx, user, body.doId, language);
    return { data, messageKey: 'RECONCILE.MESSAGE.REMATCHED', messageValues: { doId: data.doId } };
  });
  registerEndpoint(app, ENDPOINTS.reconcileCodeLogs, async ({ trx, query, language }) => ({
    data: {
      trackingCodeLogs: await trackingCodeLogs(trx, query.trackingCode, language),
    },
  }));
}
