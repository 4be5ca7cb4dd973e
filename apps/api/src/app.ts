import './http/fastify-augment.js';
import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { type AppContext, createAppContext } from './app-context.js';
import type { AppConfig } from './config.js';
import type { DatabaseEngine } from './db/engine.js';
import { withOrgScope } from './db/org-scope.js';
import { installAccessGuard } from './http/access-guard.js';
import { answerSerializerCompiler } from './http/answer-serializer.js';
import { installCompression } from './http/compression.js';
import { answerFrameworkError, installErrorHandler } from './http/error-handler.js';
import { BODY_LIMIT, installJsonBodyParser } from './http/json-body.js';
import { logDestination } from './http/log-destination.js';
import { installOpenApi, openApiRoute } from './http/openapi.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { installWebClient } from './http/web-client.js';
import { AuthService, loadSigningSecret, SessionCache, TokenService } from './modules/auth/index.js';
import { API_MODULES } from './modules/index.generated.js';
import { presenceSessionHooks } from './modules/presence/index.js';
import { PushHub } from './modules/push/index.js';
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
    // A malformed URL or an over-long path parameter answers the envelope too (docs/api.md).
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler(config.checkAnswers));
  // First, so that every answer carries them, refusals included (docs/security.md).
  await installSecurityHeaders(app, config, engine.db);
  // Before every route, the web client's static files included (the plugin's onSend hook).
  await installCompression(app);
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

  // The request pipeline opens each signed-in call's scoped transaction (http/register-endpoint.ts).
  app.decorate('requestScope', (user, { readOnly }, work) =>
    withOrgScope(engine.db, { orgId: user.orgId, readOnly }, work),
  );
  installErrorHandler(app);
  installAccessGuard(app, (token) => auth.resolveSession(token));
  // Every module of modules/ (its manifest, <module>.module.ts): app-wide hooks first, then the
  // routes, then the job kinds, all before the runner starts.
  const wiring = { app, ctx, tokens, push };
  for (const module of API_MODULES) module.hooks?.(wiring);
  for (const module of API_MODULES) module.routes?.(wiring);
  for (const module of API_MODULES) module.jobs?.(jobs, ctx);
  openApiRoute(app);
  await installWebClient(app, config, config.webDistDir ?? DEFAULT_WEB_DIST);

  await app.ready();
  // After every module registered its job kinds.
  jobs.start();
  return { app, ctx, tokens, push, jobs };
}
