import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export type FakeAnswer =
  | { status: number; body?: unknown; headers?: Record<string, string | string[]> }
  /** Never answers: the adapter's timeout has to end the call. */
  | 'hang';

/**
 * A partner's API of the test's own (node:http on 127.0.0.1, port 0): records each request and
 * answers as the test told it for that method and path (404 otherwise).
 */
export async function startFakePartner() {
  const received: ReceivedRequest[] = [];
  const answers = new Map<string, (request: ReceivedRequest) => FakeAnswer>();
  const hanging: ServerResponse[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const entry = {
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body,
      };
      received.push(entry);
      const answer = answers.get(`${entry.method} ${entry.path}`)?.(entry) ?? { status: 404, body: {} };
      if (answer === 'hang') {
        hanging.push(response);
        return;
      }
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** The requests to one path, oldest first. */
    to: (path: string) => received.filter((request) => request.path === path),
    answer(method: string, path: string, answer: FakeAnswer | ((request: ReceivedRequest) => FakeAnswer)) {
      answers.set(`${method} ${path}`, typeof answer === 'function' ? answer : () => answer);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakePartner = Awaited<ReturnType<typeof startFakePartner>>;
