import './http/fastify-augment.js';
import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type AppContext, createAppContext } from './app-context.js';
import type { AppConfig } from './config.js';
import type { DatabaseEngine } from './db/engine.js';
import { installAccessGuard } from './http/access-guard.js';
import { answerFrameworkError, installErrorHandler } from './http/error-handler.js';
import { BODY_LIMIT, installJsonBodyParser } from './http/json-body.js';
import { logDestination } from './http/log-destination.js';
import { installOpenApi, openApiRoute } from './http/openapi.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { installWebClient } from './http/web-client.js';
import { agentRoutes } from './modules/agent/agent.routes.js';
import { agentGroupsRoutes } from './modules/agent-groups/agent-groups.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { AuthService, loadSigningSecret, SessionCache, TokenService } from './modules/auth/index.js';
import { autoDialerRoutes } from './modules/auto-dialer/auto-dialer.routes.js';
import { callbackRoutes } from './modules/callbacks/callbacks.routes.js';
import { campaignRoutes } from './modules/campaigns/campaigns.routes.js';
import { cdrsRoutes } from './modules/cdrs/cdrs.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { distributionRoutes } from './modules/distribution/distribution.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { leadDetailRoutes } from './modules/lead-detail/lead-detail.routes.js';
import { leadIntakeRoutes } from './modules/lead-intake/lead-intake.routes.js';
import { locationsRoutes } from './modules/locations/locations.routes.js';
import { logisticsRoutes } from './modules/logistics/logistics.routes.js';
import { metricsRoutes } from './modules/metrics/metrics.routes.js';
import { orderExportsRoutes } from './modules/order-exports/order-exports.routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { orgSettingsRoutes } from './modules/org-settings/org-settings.routes.js';
import { paymentQrRoutes } from './modules/payment-qr/payment-qr.routes.js';
import { postbacksRoutes } from './modules/postbacks/postbacks.routes.js';
import { presenceSessionHooks } from './modules/presence/index.js';
import { presenceRoutes } from './modules/presence/presence.routes.js';
import { productsRoutes } from './modules/products/products.routes.js';
import { PushHub } from './modules/push/index.js';
import { pushRoutes } from './modules/push/push.routes.js';
import { reconcileRoutes } from './modules/reconcile/reconcile.routes.js';
import { referenceRoutes } from './modules/reference/reference.routes.js';
import { shippingRoutes } from './modules/shipping/shipping.routes.js';
import { shippingPendingRoutes } from './modules/shipping-pending/shipping-pending.routes.js';
import { telephonyRoutes } from './modules/telephony/telephony.routes.js';
import { transactionVerificationRoutes } from './modules/transaction-verification/transaction-verification.routes.js';
import { trashRoutes } from './modules/trash/trash.routes.js';
import { userSettingsRoutes } from './modules/user-settings/user-settings.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { validationRoutes } from './modules/validation/validation.routes.js';
import { JobRunner } from './shared/jobs/index.js';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  tokens: TokenService;
  push: PushHub;
  jobs: JobRunner;
}

/** One Fastify server: the API under /api, the auth host under /oauth and the SPA. */
export async function buildApp(config: AppConfig, engine: DatabaseEngine): Promise<BuiltApp> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, stream: logDestination() },
    trustProxy: config.trustProxy,
    // Each call sets its own (http/json-body.ts); this bounds the rest.
    bodyLimit: BODY_LIMIT.session,
    // A malformed URL or an over-long path parameter answers the envelope too (issue 15).
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First, so that every answer carries them, refusals included (docs/security.md).
  await installSecurityHeaders(app, config, engine.db);
  await app.register(formbody);
  installJsonBodyParser(app);
  // Uploads: each upload call reads its file with its own size limit (ENDPOINTS[*].upload) and is
  // told when the file was longer, rather than the plugin throwing (http/register-endpoint.ts).
  await app.register(multipart, { throwFileSizeLimit: false });
  await installOpenApi(app);

  const tokens = new TokenService(
    await loadSigningSecret(engine.db, config.jwtSecret),
    config.tokenTtlSeconds,
  );
  // The push hub checks stream tokens through `auth`, which is made just below.
  const push: PushHub = new PushHub(engine, (token) => auth.resolveSession(token), app.log);
  const sessions = new SessionCache(engine);
  const auth: AuthService = new AuthService({
    db: engine.db,
    tokens,
    config,
    sessionHooks: presenceSessionHooks(engine.db, push),
    sessions,
  });
  engine.onConnectionLost((error) =>
    app.log.warn({ err: error }, 'database session lost: the pool replaces it'),
  );
  const jobs = new JobRunner(engine.db, {
    pollMs: config.jobs.pollMs,
    concurrency: config.jobs.concurrency,
    onError: (error, job) => app.log.warn({ err: error, jobId: job?.id, kind: job?.kind }, 'job failed'),
  });
  const ctx = createAppContext(config, engine, auth, push, jobs);
  await push.start();
  await sessions.start();
  app.addHook('onClose', async () => sessions.stop());
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => push.stop());
  // The jobs in hand finish before the database closes (main.ts closes it after the app).
  app.addHook('onClose', async () => jobs.stop());

  installErrorHandler(app);
  installAccessGuard(app, (token) => auth.resolveSession(token));
  metricsRoutes(app, ctx, push);

  healthRoutes(app, ctx);
  authRoutes(app, auth);
  agentRoutes(app, ctx, tokens);
  referenceRoutes(app, ctx);
  userSettingsRoutes(app, ctx);
  usersRoutes(app, ctx);
  agentGroupsRoutes(app, ctx);
  locationsRoutes(app, ctx);
  productsRoutes(app, ctx);
  ordersRoutes(app, ctx);
  orderExportsRoutes(app, ctx);
  leadDetailRoutes(app, ctx);
  leadIntakeRoutes(app, ctx);
  telephonyRoutes(app, ctx);
  cdrsRoutes(app, ctx);
  presenceRoutes(app, ctx);
  pushRoutes(app, push);
  autoDialerRoutes(app, ctx);
  shippingPendingRoutes(app, ctx);
  postbacksRoutes(app, ctx);
  distributionRoutes(app, ctx);
  trashRoutes(app, ctx);
  callbackRoutes(app, ctx);
  campaignRoutes(app, ctx);
  validationRoutes(app, ctx);
  logisticsRoutes(app, ctx);
  dashboardRoutes(app, ctx);
  shippingRoutes(app, ctx);
  paymentQrRoutes(app, ctx);
  orgSettingsRoutes(app, ctx);
  transactionVerificationRoutes(app, ctx);
  reconcileRoutes(app, ctx);
  openApiRoute(app);
  await installWebClient(app, config, config.webDistDir ?? DEFAULT_WEB_DIST);

  await app.ready();
  // After every module registered its job kinds.
  jobs.start();
  return { app, ctx, tokens, push, jobs };
}
