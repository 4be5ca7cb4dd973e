import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/schema.js';

/** The web phone hosts of a page's frame-src, found before helmet writes the header. */
const FRAME_ORIGINS = Symbol('leadline.frameOrigins');
type PageRequest = IncomingMessage & { [FRAME_ORIGINS]?: readonly string[] };

/** The origin (scheme, host, port) of an absolute http(s) URL; null for a path or anything else. */
export function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The hosts the web phone panel may frame: every org's configured `webPhoneUrl` that is an
 * absolute URL (a path is this site, 'self'). Read with the system connection: the login page
 * is served before anyone's org is known, and the list is of hosts, not of org data.
 */
export async function webPhoneOrigins(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('telephonySettings')
    .select('webPhoneUrl')
    .distinct()
    .where('webPhoneUrl', 'is not', null)
    .execute();
  const origins = new Set<string>();
  for (const row of rows) {
    const origin = row.webPhoneUrl ? originOf(row.webPhoneUrl) : null;
    if (origin) origins.add(origin);
  }
  return [...origins].sort();
}

/** A page of the SPA (a client route, answered with index.html), not an API call or a file. */
function isPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  return !/^\/(api|oauth)(\/|$)/.test(path) && !/\.[A-Za-z0-9]+$/.test(path);
}

const isApi = (request: FastifyRequest) => /^\/(api|oauth)(\/|\?|$)/.test(request.url);

/** Features no page of the app uses; the microphone for this origin and the framed web phones. */
function permissionsPolicy(frameOrigins: readonly string[]): string {
  const microphone = ['self', ...frameOrigins.map((origin) => `"${origin}"`)].join(' ');
  return `camera=(), geolocation=(), payment=(), usb=(), microphone=(${microphone})`;
}

/** What helmet writes a header through: it sets and removes headers on a response, nothing more. */
type HeaderSink = Pick<ServerResponse, 'setHeader' | 'removeHeader'>;

/** The headers a helmet middleware writes for a request, applied to nothing else. */
function headersOf(middleware: ReturnType<typeof helmet>, request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  const sink: HeaderSink = {
    setHeader(name, value) {
      headers[name.toLowerCase()] = String(value);
      return this as ServerResponse;
    },
    removeHeader(name) {
      delete headers[name.toLowerCase()];
    },
  };
  middleware(request, sink as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers on every answer (the SPA, its files, the API, errors), by helmet;
 * docs/security.md gives the reasons:
 * - Content-Security-Policy: scripts only from this origin (no inline script: index.html loads
 *   /app-config.js as a file); styles from this origin and inline (MUI's emotion writes <style>
 *   tags at run time); frames from this origin and the web phone hosts orgs configured; this
 *   site framed only by itself (the web phone's /apps/phone page in its panel); fetches to this
 *   origin and AUTH_BASE_URL's; audio from this origin or https (a PBX keeps its recordings and
 *   the recording endpoint redirects there).
 * - X-Frame-Options SAMEORIGIN, X-Content-Type-Options nosniff, Referrer-Policy no-referrer,
 *   Strict-Transport-Security (ignored over plain http), and helmet's other defaults.
 * - Permissions-Policy (docs/security.md): no camera, geolocation, payment, USB; the microphone
 *   for this origin and, on a page, the web phone hosts it frames (their panel asks for it).
 * - Cache-Control no-store on every API answer (docs/security.md): they carry customer names and
 *   phones. An answer meant to be cached (a call's recording) sets its own header after this one.
 * Installed first, so that every hook and handler after it, the refusals included, answers
 * with them.
 *
 * helmet is built once here, and an answer that is not a page gets the headers it made once at
 * start: they depend on nothing of the request but a page's frame-src. (The Fastify plugin built a
 * new helmet from its options on every request, 2% of the server thread under load.)
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  config: Pick<AppConfig, 'authBaseUrl'>,
  db: Kysely<Database>,
): Promise<void> {
  const authOrigin = originOf(config.authBaseUrl);
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(authOrigin ? [authOrigin] : [])],
        mediaSrc: ["'self'", 'https:'],
        frameSrc: [(request) => ["'self'", ...((request as PageRequest)[FRAME_ORIGINS] ?? [])].join(' ')],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Not includeSubDomains: other hosts under the same domain are not ours to move to https.
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
  });
  const notPage = {
    ...headersOf(middleware, {} as IncomingMessage),
    'permissions-policy': permissionsPolicy([]),
  };
  app.addHook('onRequest', async (request, reply) => {
    if (!isPage(request)) {
      reply.headers(notPage);
      if (isApi(request)) reply.header('cache-control', 'no-store');
      return;
    }
    const page = request.raw as PageRequest;
    try {
      page[FRAME_ORIGINS] = await webPhoneOrigins(db);
    } catch (error) {
      // The page still loads; only an external web phone frame is refused until the next load.
      request.log.warn({ err: error }, 'web phone hosts unavailable for frame-src');
    }
    reply.headers(headersOf(middleware, page));
    reply.header('permissions-policy', permissionsPolicy(page[FRAME_ORIGINS] ?? []));
  });
}
