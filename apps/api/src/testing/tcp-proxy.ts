import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP relay between the API and PostgreSQL, so a test can take the database away and
 * bring it back as a restart or a failover would: `down()` cuts every open connection and refuses
 * new ones (ECONNREFUSED, as a stopped server), `up()` accepts again on the same port.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private listenPort = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  get port(): number {
    return this.listenPort;
  }

  async up(): Promise<number> {
    if (this.server) return this.listenPort;
    const server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.listenPort, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (typeof address === 'object' && address) this.listenPort = address.port;
    this.server = server;
    return this.listenPort;
  }

  /** The database is gone: open connections are cut mid-stream and new ones refused. */
  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** A PostgreSQL URL through this relay. */
  rewrite(databaseUrl: string): string {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.listenPort);
    return url.toString();
  }
}
