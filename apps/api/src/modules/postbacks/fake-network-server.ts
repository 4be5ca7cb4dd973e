import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPostback {
  path: string;
  query: URLSearchParams;
}

export type NetworkAnswer = { status: number; body?: unknown };

/**
 * A network's postback endpoint of the test's own (node:http on 127.0.0.1, port 0): records each
 * request and answers as the test told it for that path (404 otherwise).
 */
export async function startFakeNetwork() {
  const received: ReceivedPostback[] = [];
  const answers = new Map<string, () => NetworkAnswer>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    received.push({ path: url.pathname, query: url.searchParams });
    const answer = answers.get(url.pathname)?.() ?? { status: 404, body: {} };
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
