import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import {
  HQ_ORG_ID,
  PUSH_HEARTBEAT_MS,
  type PushEvent,
  pushEventSchema,
  ROLE_GROUPS,
} from '@leadline/contracts';
import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../../db/engine.js';
import type { Unlisten } from '../../db/notify-listener.js';
import type { Database } from '../../db/schema.js';
import type { SessionUser } from '../../http/session-user.js';

/** The NOTIFY channel every API process listens on. */
export const PUSH_CHANNEL = 'leadline_push';

/** What features are given (`ctx.push`): publish an event to the clients it concerns. */
export interface PushPublisher {
  /**
   * Sends the event through pg_notify. Given a transaction, the event leaves on its commit (and
   * never when it rolls back); otherwise at once. Every API process on the database delivers it
   * to its own connected clients of the event's audience (see `concerns`).
   */
  publish(event: PushEvent, db?: Kysely<Database>): Promise<void>;
}

interface Logger {
  warn(object: object, message: string): void;
}

/** One open stream of a logged-in tab. */
interface PushConnection {
  id: string;
  user: SessionUser;
  token: string;
  output: Writable;
  /** Ends the stream (the HTTP answer completes). */
  finish(): void;
}

/** A stream that lags this far behind (a stalled client) is closed: it reconnects and reloads. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

const MONITOR_ROLES: readonly number[] = ROLE_GROUPS.monitor;

function monitors(user: SessionUser, orgId: number): boolean {
  return (
    (user.orgId === orgId || user.orgId === HQ_ORG_ID) &&
    user.roles.some((role) => MONITOR_ROLES.includes(role))
  );
}

/**
 * Who receives an event: the user it is about (every tab of theirs) and, for states and calls,
 * the monitor group of the user's org (HQ monitors see every org).
 */
export function concerns(event: PushEvent, user: SessionUser): boolean {
  switch (event.type) {
    case 'agent.state':
      return user.userId === event.userId || monitors(user, event.orgId);
    case 'call.state':
      return user.userId === event.agentId || monitors(user, event.orgId);
    case 'leads.assignment':
      return event.agentIds.includes(user.userId);
    case 'callback.due':
      return user.userId === event.agentId;
    case 'agent.block':
    case 'session.revoked':
      return user.userId === event.userId;
    case 'push.ready':
      return false;
  }
}

export function sseFrame(event: PushEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/**
 * The push channel of one API process: the streams of its connected clients, one LISTEN
 * connection to the database, and the fan-out of every notification to the streams concerned.
 */
export class PushHub implements PushPublisher {
  private readonly connections = new Map<string, PushConnection>();
  private unlisten: Unlisten | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly engine: DatabaseEngine,
    /** Resolves a token as every call does; throws when it no longer works. */
    private readonly resolveSession: (token: string) => Promise<SessionUser>,
    private readonly log: Logger,
    private readonly heartbeatMs = PUSH_HEARTBEAT_MS,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.engine.listen(
      PUSH_CHANNEL,
      (payload) => this.receive(payload),
      // The LISTEN connection came back after the database went away: what was published
      // meanwhile never reached this process. Each client reloads what it shows when its stream
      // opens again, so ending the streams is how they catch up.
      () => {
        this.log.warn({ streams: this.connections.size }, 'push: listening again, streams ended to resync');
        for (const connection of [...this.connections.values()]) this.close(connection);
      },
    );
    this.heartbeat = setInterval(() => void this.beat(), this.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Ends every stream and stops listening (the server is closing). */
  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    const open = [...this.connections.values()];
    for (const connection of open) this.close(connection);
    // The answers end on the next ticks; the server closes once they are out.
    await Promise.all(
      open.map((connection) =>
        Promise.race([
          finished(connection.output).catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, 1000)),
        ]),
      ),
    );
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.().catch(() => undefined);
  }

  async publish(event: PushEvent, db: Kysely<Database> = this.engine.db): Promise<void> {
    const checked = pushEventSchema.parse(event);
    await sql`SELECT pg_notify(${PUSH_CHANNEL}, ${JSON.stringify(checked)})`.execute(db);
  }

  /** The connected streams (the benchmark and tests look). */
  get connectionCount(): number {
    return this.connections.size;
  }

  /** Registers a stream; `finish` is called when the hub ends it. Returns its removal. */
  attach(user: SessionUser, token: string, output: Writable, finish: () => void): () => void {
    const connection: PushConnection = { id: randomUUID(), user, token, output, finish };
    this.connections.set(connection.id, connection);
    this.write(connection, sseFrame({ type: 'push.ready', at: new Date().toISOString() }));
    return () => {
      this.connections.delete(connection.id);
    };
  }

  private receive(payload: string): void {
    let event: PushEvent;
    try {
      event = pushEventSchema.parse(JSON.parse(payload));
    } catch (error) {
      this.log.warn({ err: error }, 'push: a notification that is not a push event was ignored');
      return;
    }
    const frame = sseFrame(event);
    const touched: PushConnection[] = [];
    for (const connection of this.connections.values()) {
      if (!concerns(event, connection.user)) continue;
      this.write(connection, frame);
      touched.push(connection);
    }
    // The user's tokens were just revoked: their streams end like their calls do.
    if (event.type === 'agent.block' || event.type === 'session.revoked') {
      setImmediate(() => void this.recheck(touched));
    }
  }

  private write(connection: PushConnection, frame: string): void {
    if (connection.output.writableLength > MAX_BUFFERED_BYTES) {
      this.close(connection);
      return;
    }
    connection.output.write(frame);
  }

  private close(connection: PushConnection): void {
    if (!this.connections.delete(connection.id)) return;
    connection.finish();
  }

  /** Streams whose token no longer works (revoked, expired, user blocked) are closed. */
  private async recheck(connections: PushConnection[]): Promise<void> {
    await Promise.all(
      connections.map(async (connection) => {
        if (!this.connections.has(connection.id)) return;
        const valid = await this.resolveSession(connection.token).then(
          () => true,
          () => false,
        );
        if (!valid) this.close(connection);
      }),
    );
  }

  /** A comment line keeps proxies from timing the stream out; tokens are checked again. */
  private async beat(): Promise<void> {
    const all = [...this.connections.values()];
    for (const connection of all) this.write(connection, ': ping\n\n');
    await this.recheck(all);
  }
}
