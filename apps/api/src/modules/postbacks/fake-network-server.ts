import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ORG_ID } from '@leadline/contracts';
import type { TestServer } from '../../testing/test-server.js';
import { DEMO_POSTBACK_NETWORK } from './postbacks.seed.js';

export interface ReceivedPostback {
  path: string;
  query: URLSearchParams;
  /** The Idempotency-Key header, if the request carried one. */
  idempotencyKey: string | null;
  /** True when a request of the same key was answered 2xx before: the network counted it once. */
  duplicate: boolean;
}

export type NetworkAnswer = { status: number; body?: unknown };

/**
 * An answer's status that makes the network take the postback (its key counts as accepted) and
 * never answer: the answer lost on the way, as to a process that died during the call.
 */
export const HANG = 0;

/**
 * A network's postback endpoint of the test's own (node:http on 127.0.0.1, port 0): records each
 * request and answers as the test told it for that path (404 otherwise; status HANG: never), and
 * de-duplicates by the Idempotency-Key header as a network that keeps the keys it accepted does.
 */
export async function startFakeNetwork() {
  const received: ReceivedPostback[] = [];
  const answers = new Map<string, () => NetworkAnswer>();
  const accepted = new Set<string>();
  const hanging: ServerResponse[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const header = request.headers['idempotency-key'];
    const idempotencyKey = (Array.isArray(header) ? header[0] : header) ?? null;
    // As a network that keeps the keys it accepted: the same postback again is answered 200 and
    // counted once, whatever the test told it to answer.
    const duplicate = idempotencyKey !== null && accepted.has(idempotencyKey);
    received.push({ path: url.pathname, query: url.searchParams, idempotencyKey, duplicate });
    const answer = duplicate
      ? { status: 200, body: { duplicate: true } }
      : (answers.get(url.pathname)?.() ?? { status: 404, body: {} });
    const taken = answer.status === HANG || (answer.status >= 200 && answer.status < 300);
    if (idempotencyKey !== null && taken) accepted.add(idempotencyKey);
    if (answer.status === HANG) {
      hanging.push(response);
      request.resume();
      return;
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    request.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** The requests to one path, oldest first. */
    to: (path: string) => received.filter((request) => request.path === path),
    answer(path: string, answer: NetworkAnswer | (() => NetworkAnswer)) {
      answers.set(path, typeof answer === 'function' ? answer : () => answer);
    },
    /** The requests of one Idempotency-Key, oldest first. */
    withKey: (key: string) => received.filter((request) => request.idempotencyKey === key),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeNetwork = Awaited<ReturnType<typeof startFakeNetwork>>;

/**
 * A fake network (startFakeNetwork) that VN1's demo CPA network posts to: its URL template becomes
 * the fake's address followed by `pathAndQuery` (a path and the query of placeholders the test reads).
 */
export async function startDemoNetwork(server: TestServer, pathAndQuery: string): Promise<FakeNetwork> {
  const network = await startFakeNetwork();
  await server.engine.db
    .updateTable('postbackNetworks')
    .set({ urlTemplate: `${network.url}${pathAndQuery}` })
    .where('orgId', '=', ORG_ID.VN1)
    .where('code', '=', DEMO_POSTBACK_NETWORK)
    .execute();
  return network;
}
