import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import { notFound } from './app-error.js';
import { allowedMethods, methodNotAllowed } from './method-not-allowed.js';

/**
 * Settings the browser needs before login, served as a script so one build fits every deployment.
 * Every visitor reads it, so it holds nothing secret: the web app is a public OAuth client and
 * gets its client id only (docs/security.md).
 */
function clientConfigScript(config: AppConfig): string {
  const runtime = {
    authBaseUrl: config.authBaseUrl,
    apiBaseUrl: '/api',
    clientId: config.webClient.id,
    appEnv: config.appEnv,
  };
  // The page's CSP allows no eval (docs/security.md): zod must not try `new Function` to compile
  // its parsers, as the try alone is reported as a violation. Its global config is read when the
  // first schema is made, so it is set here, before any module of the app runs.
  return [
    `window.__LEADLINE__ = ${JSON.stringify(runtime)};`,
    'window.__zod_globalConfig = Object.assign(window.__zod_globalConfig || {}, { jitless: true });',
    '',
  ].join('\n');
}

const API_PREFIXES = ['/api/', '/oauth/'];

/** The last segment of the path names a file (`/assets/x.js`, `/favicon.ico`), not a client route. */
const FILE_NAME = /\/[^/]*\.[^/]*$/;

/**
 * A browser's navigation to a client route: a GET of a path without a file extension that takes
 * HTML (a browser sends `text/html`; a caller without Accept takes anything). Only these answer
 * the page: a missing file answering it with 200 made a tab opened before a deployment fail with
 * "Failed to fetch dynamically imported module" (the HTML parsed as a script) instead of a 404
 * the app recovers from by reloading once (docs/web.md).
 */
function isNavigation(request: FastifyRequest, path: string): boolean {
  if (request.method !== 'GET' || FILE_NAME.test(path)) return false;
  const accept = request.headers.accept;
  return !accept || /text\/html|\*\/\*/.test(accept);
}

/** Vite names the files under /assets by their content's hash: a changed file is a new URL. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed assets cached for good, index.html for every client route
 * (the client shows error-404 for unknown ones), and an envelope 404 for unknown API paths and
 * for missing files (a path with a file extension, or a request that does not take HTML).
 * Files go out as the brotli or gzip copy the build made beside them (x.js.br, x.js.gz) when the
 * browser accepts it, else as they are; each answer says it varies by Accept-Encoding, so a
 * cache between never hands brotli to a browser that asked for gzip (docs/web.md).
 */
export async function installWebClient(
  app: FastifyInstance,
  config: AppConfig,
  distDir: string,
): Promise<void> {
  app.get('/app-config.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/javascript').header('cache-control', 'no-store').send(clientConfigScript(config)),
  );
  const hasBuild = existsSync(join(distDir, 'index.html'));
  if (hasBuild) {
    const assetsDir = `${join(distDir, 'assets')}${sep}`;
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Ours (setHeaders), not send's default `public, max-age=0`, which replaced it.
      cacheControl: false,
      // The .br and .gz copies are found beside the file they stand for, not routes of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (response, path) => {
        // `path` is the file sent: x.js.br for x.js asked with brotli.
        response.setHeader('cache-control', path.startsWith(assetsDir) ? IMMUTABLE_CACHE : 'no-cache');
        response.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = allowedMethods(request.method, path);
    if (allowed) {
      reply.header('allow', allowed.join(', '));
      throw methodNotAllowed(request.method, allowed);
    }
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix)) || !isNavigation(request, path)) {
      throw notFound();
    }
    if (!hasBuild) {
      return reply.type('text/plain').status(503).send('The web client is not built: run `npm run build`.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
